interface RemixedFromLinkProps {
  /** The share link's slug: its page is /s/{slug}, served by the server (not a client route). */
  slug: string;
}

/** The shared page a generation was remixed from, as a link to it (shown after "Remixed from"). */
export function RemixedFromLink({ slug }: RemixedFromLinkProps) {
  const page = new URL(`/s/${encodeURIComponent(slug)}`, window.location.origin).href;
  return (
    <a href={page} target="_blank" rel="noopener">
      {page}
    </a>
  );
}
