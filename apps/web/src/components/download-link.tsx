import type { MouseEvent, ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { type ApiFile, apiHref } from '../lib/api-client';
import { saveFile } from '../lib/save-file';

/**
 * A link to a file the API makes (the log's CSV, the review's PDF, a teacher card's PDF). A
 * click fetches it through the API client, so a failure is said on the page rather than
 * saving the error as a file; the address stays a real link for opening it another way.
 */
export function DownloadLink({
  path,
  download,
  children,
  className,
  messages,
}: {
  /** The file's path under the API, query included. */
  path: string;
  download(path: string): Promise<ApiFile>;
  children: ReactNode;
  className?: string;
  /** The busy and failure words in the page's language; English by default. */
  messages?: { busy: string; failed(reason: string): string };
}) {
  const file = useMutation({ mutationFn: download, onSuccess: saveFile });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    // Opening in a new tab or window, or saving the link, goes to the address itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!file.isPending) file.mutate(path);
  };
  return (
    <span className={className}>
      <a href={apiHref(path)} onClick={click} aria-disabled={file.isPending || undefined}>
        {children}
      </a>
      <span role="status" className="ms-2 small">
        {file.isPending && (messages?.busy ?? 'Working...')}
      </span>
      {file.isError && (
        <span role="alert" className="d-block text-danger small">
          {messages
            ? messages.failed(file.error.message)
            : `The file could not be made. ${file.error.message}`}
        </span>
      )}
    </span>
  );
}
