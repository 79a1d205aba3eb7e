/**
 * The pages' style sheets draw one image: the icon sprite (src/pages/components/base.css). Each distinct SVG image
 * a page uses costs it an SVG document of its own; six of them (one per icon) were about 4.5 ms of
 * the popup's first style recalculation, its reply to the worker waiting behind it (bench "copied").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const sheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sheets(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );

/** Every `url(…)` in a sheet, comments left out. */
const imagesIn = (css: string): string[] =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/g)].map((m) => m[2]!);

it('the style sheets use one image, the icon sprite', () => {
  const images = sheets('src').flatMap((file) =>
    imagesIn(readFileSync(file, 'utf8')).map((url) => `${file}: ${url.slice(0, 60)}`),
  );
  expect(images).toHaveLength(1);
  expect(images[0]).toMatch(/^src\/pages\/components\/base\.css: data:image\/svg\+xml,/);
});

it('(the check finds each image)', () => {
  expect(imagesIn(`.a { mask: url("data:x") 0 0; } /* url(c) */ .b { background: url(b.png); }`)).toEqual([
    'data:x',
    'b.png',
  ]);
});
