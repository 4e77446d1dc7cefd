import type { ReactNode } from 'react';
import { embedUrl, type Stream } from '../../../../shared/contract/streams.ts';

/** One stream in the privacy-enhanced player (the only frame origin the page policy allows). */
export function StreamPlayer({ stream, actions }: { stream: Stream; actions?: ReactNode }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm">
      <div className="aspect-video w-full bg-zinc-900">
        <iframe
          src={embedUrl(stream.videoId)}
          title={stream.title}
          className="size-full"
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
      <figcaption className="flex items-center justify-between gap-3 p-4">
        <span className="min-w-0 text-lg font-bold break-words text-zinc-900">{stream.title}</span>
        {actions}
      </figcaption>
    </figure>
  );
}
