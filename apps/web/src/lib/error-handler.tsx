import { describeError, type ErrorDescription } from './describe-error';
import { notify } from './toast';

function ErrorContent({ description }: { description: ErrorDescription }) {
  if (description.kind === 'text') return <>{description.text}</>;
  return (
    <div>
      {description.fields.map(({ field, messages }) => (
        <ul key={field} style={{ margin: 0, paddingInlineStart: '1.2em' }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ))}
    </div>
  );
}

/** Shows an error as a toast per SPEC §8; silent errors show nothing. */
export function handleError(error: unknown): void {
  const description = describeError(error);
  if (!description) return;
  // The same text twice at once (e.g. several queries failing together) shows one toast.
  const toastId = description.kind === 'text' ? `error:${description.text}` : undefined;
  notify(<ErrorContent description={description} />, 'error', toastId ? { toastId } : {});
}
