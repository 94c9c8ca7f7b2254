// Types of bench/module-trace.mjs for the tests that import it.
export declare const ROOT: string;
export declare function packageOf(file: string): string | undefined;
export interface ModuleTrace {
  status: number | null;
  stderr: string;
  /** Installed packages loaded from node_modules. */
  packages: Set<string>;
  /** Packages bundled into the dist/ chunks that were loaded (from their source maps). */
  bundled: Set<string>;
  chunks: Set<string>;
  files: Set<string>;
  /** Node's built-in modules loaded (`sqlite`, `fs`…; Node's internal ones left out). */
  builtins: Set<string>;
}
export declare function traceModules(
  args: readonly string[],
  o?: { env?: Record<string, string | undefined> },
): Promise<ModuleTrace>;
export declare function builtinsOf(
  args: readonly string[],
  o?: { env?: Record<string, string | undefined> },
): Promise<{ status: number | null; stderr: string; builtins: Set<string> }>;
