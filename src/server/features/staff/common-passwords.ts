/**
 * The most common passwords (about 49,000, from the zxcvbn-ts project's list of leaked
 * passwords), loaded on first use: a staff password that is one of them, whatever its case, is
 * refused even when it is long enough ('password123', 'qwertyuiop').
 */
let common: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}
