import { describe, expect, it } from 'vitest';
import { cutParts, maskCredentials, shownAddress } from '../../../../src/pages/manager/address-text';

const ITEM = (i: number) => `shop.example/products/autumn-collection/item-${i}?ref=newsletter`;

describe('an address as the list dialog shows it', () => {
  it('masks a password, keeps the user name and everything after the "@"', () => {
    expect(maskCredentials('https://me:secret@shop.example/private')).toBe('https://me:•••@shop.example/private');
    expect(maskCredentials('me:secret@shop.example/private')).toBe('me:•••@shop.example/private');
    expect(maskCredentials('https://me:@shop.example/')).toBe('https://me:•••@shop.example/');
  });

  it('leaves addresses without a password as they are (a user alone, an "@" in the path, a port)', () => {
    for (const text of [
      'https://me@shop.example/private',
      'https://shop.example/a:b@c',
      'https://shop.example:8080/x',
      'https://shop.example/?mail=a@b.example',
      'not an address',
    ])
      expect(maskCredentials(text)).toBe(text);
  });

  it('cuts a long address once, to its site and its last path segment', () => {
    expect(cutParts(ITEM(0))).toEqual({ head: 'shop.example/…/', tail: 'item-0' });
    expect(shownAddress(`https://${ITEM(7)}`)).toBe('https://shop.example/…/item-7');
    expect(shownAddress('https://shop.example/a-rather-long-single-page?ref=newsletter')).toBe(
      'https://shop.example/a-rather-long-single-page',
    );
    expect(shownAddress('https://shop.example/products/winter/')).toBe('https://shop.example/…/winter');
  });

  it('draws short addresses, bare sites and text that is no address as they are', () => {
    for (const text of [
      'https://known.example/a',
      'https://a-very-long-site-name.example.com/',
      'not an address, a long line',
    ])
      expect(shownAddress(text)).toBe(text);
  });

  it('masks before it cuts: the password never shows', () => {
    expect(shownAddress('https://me:secret@shop.example/products/private/page')).toBe(
      'https://me:•••@shop.example/…/page',
    );
  });
});
