/** Who is signing the request: a team (its coach), an administrator, or nobody (null). */
export type Auth =
  | { kind: 'team'; teamId: number; teamName: string; teamNumber: string | null; tokenHash: string }
  | { kind: 'admin'; adminId: number; username: string; tokenHash: string };
