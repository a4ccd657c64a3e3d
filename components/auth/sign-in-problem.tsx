import type { ReactNode } from 'react';

/** The waiting screen's failure state: the reason in Chinese and ways on, never a blank page. */
export function SignInProblem({
  message,
  detail,
  children,
}: {
  message: string;
  /** A second, quieter line: what happens next. */
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-primary to-primary-hover text-white">
      <p className="text-lg" role="alert" data-testid="sign-in-problem">
        {message}
      </p>
      {detail ? (
        <p className="mt-2 text-sm" data-testid="sign-in-problem-detail">
          {detail}
        </p>
      ) : null}
      <div className="mt-6 flex gap-4">{children}</div>
    </main>
  );
}

export const problemLinkClass = 'rounded border border-white px-5 py-2 hover:bg-white hover:text-primary';
