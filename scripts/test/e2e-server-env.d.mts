export declare const E2E_ADMIN: { readonly username: string; readonly password: string };

export declare function e2eWorkDir(): { port: string; workDir: string };

export declare function e2eServerEnv(options: {
  port: string;
  dataDir: string;
  clientDir: string;
  demoData: boolean;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv;
