import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The client layers rule of eslint.config.js (decision 133), run by ESLint itself on imports
 * written into files that do not exist, as `npm run lint` would see them there.
 */
// Without type information: the fixtures are files no tsconfig holds, and the layers rule
// reads imports, not types.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function errorsOf(rule: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [x];\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (filePath: string, source: string) =>
  errorsOf('boundaries/dependencies', filePath, source);

describe('client features stay apart', () => {
  it("refuses a feature importing another feature's components or api.ts", async () => {
    const file = 'src/client/features/drawing/boundary-fixture.ts';
    expect(
      await boundaryErrors(
        file,
        "import { BlockButton as x } from '../messaging/components/block-controls.tsx';",
      ),
    ).toEqual([
      'the drawing feature may use the messaging feature only through features/messaging/index.ts, not ../messaging/components/block-controls.tsx',
    ]);
    expect(
      await boundaryErrors(file, "import { useLogin as x } from '../auth/api.ts';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(file, "import type { Session as x } from '../auth/api.ts';"),
    ).toHaveLength(1);
  });

  it("allows another feature's index.ts, shared UI, lib, shared and the feature's own files", async () => {
    const file = 'src/client/features/drawing/boundary-fixture.ts';
    expect(
      await boundaryErrors(file, "import { useSession as x } from '../auth/index.ts';"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        file,
        "import { ConfirmDialog as x } from '../../components/confirm-dialog.tsx';",
      ),
    ).toEqual([]);
    expect(await boundaryErrors(file, "import { cn as x } from '../../lib/cn.ts';")).toEqual([]);
    expect(
      await boundaryErrors(file, "import { DRAWING as x } from '../../../shared/constants.ts';"),
    ).toEqual([]);
    expect(await boundaryErrors(file, "import { PRESETS as x } from './presets.ts';")).toEqual([]);
  });

  it('keeps routes out of features, and features out of components and lib', async () => {
    expect(
      await boundaryErrors(
        'src/client/features/messaging/boundary-fixture.ts',
        "import x from '../../routes/messages.tsx';",
      ),
    ).toHaveLength(1);
    const board =
      "import { DrawingBoard as x } from '../features/drawing/components/drawing-board.tsx';";
    expect(await boundaryErrors('src/client/components/boundary-fixture.ts', board)).toHaveLength(
      1,
    );
    expect(await boundaryErrors('src/client/lib/boundary-fixture.ts', board)).toHaveLength(1);
    expect(await boundaryErrors('src/client/routes/boundary-fixture.ts', board)).toEqual([]);
  });

  it('leaves the bare fetch of lib/api.ts to lib: features call typed endpoints (decision 134)', async () => {
    const bare = "import { apiFetch as x } from '../../lib/api.ts';";
    expect(
      await errorsOf(
        'no-restricted-imports',
        'src/client/features/drawing/boundary-fixture.ts',
        bare,
      ),
    ).toEqual([
      "'apiFetch' import from '../../lib/api.ts' is restricted from being used by a pattern. Call the API through an endpoint of lib/endpoint.ts, typed by the shared contract (decision 134).",
    ]);
    const typed = "import { callEndpoint as x } from '../../lib/endpoint.ts';";
    expect(
      await errorsOf(
        'no-restricted-imports',
        'src/client/features/drawing/boundary-fixture.ts',
        typed,
      ),
    ).toEqual([]);
    expect(
      await errorsOf(
        'no-restricted-imports',
        'src/client/lib/boundary-fixture.ts',
        "import { apiFetch as x } from './api.ts';",
      ),
    ).toEqual([]);
  });
});
