import { CircleAlert } from 'lucide-react';

/**
 * Every bad row of a file chosen for an all-or-nothing import (teams, matches), by line, before
 * anything is sent: the same words the server would refuse it with.
 */
export function ImportProblems({ problems }: { problems: readonly { line: number; message: string }[] }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4" />
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`}: nothing will be imported until the file is
        fixed.
      </p>
      <ul className="mt-2 flex max-h-40 flex-col gap-1 overflow-y-auto">
        {problems.map((problem, index) => (
          <li key={`${problem.line}-${index}`}>
            <span className="font-semibold">Line {problem.line}:</span> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
