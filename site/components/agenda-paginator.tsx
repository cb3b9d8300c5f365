'use client';
import { Paginator, type PaginatorProps } from '@campus/ui';

export type LinkPaginatorProps = Omit<PaginatorProps, 'type' | 'onChange' | 'pageLabel' | 'linkUrl'> & { linkUrl: string };

/**
 * The ui's Paginator in link mode, for the lists of news and events. It has to be rendered on the
 * client side of the boundary: in link mode the ui attaches an `onClick` to every link (calling the
 * optional `onChange`), and a server component cannot pass event handlers down.
 */
export function LinkPaginator(props: LinkPaginatorProps) {
  return <Paginator {...props} type="link" />;
}
