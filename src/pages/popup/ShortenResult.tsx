/** The page's link once shortened: its card, and under it which URL was shortened (and why that one). */
import type { ComponentProps } from 'preact';
import type { PreparedUrl } from '../../shared/messages/contract';
import { PreparedNote } from './PreparedNote';
import { ShortLinkCard } from './ShortLinkCard';

type Props = ComponentProps<typeof ShortLinkCard> & {
  /** The URL that was sent. */
  url: string;
  prepared: PreparedUrl | null;
};

export function ShortenResult({ url, prepared, ...card }: Props) {
  return (
    <>
      <ShortLinkCard {...card} />
      <PreparedNote url={url} prepared={prepared} />
    </>
  );
}
