// The help of the command definitions in another language. English lives in the definitions
// themselves (src/cli/commands/*/index.ts, src/cli/shared/flags.ts); a translation gives, by
// command path ("shipments void"), its prose, and by the English text, each flag's and
// argument's help line and each help heading, so a flag declared once is translated once.
// test/unit/i18n/catalog.test.ts fails on any definition text left untranslated and on any
// translation whose English no longer exists.

export interface CommandHelp {
  readonly description: string;
  /** When the definition has a summary of its own. */
  readonly summary?: string;
  /** When the definition has notes. */
  readonly notes?: string;
  /** An example's comment line (`# …`) by its English text. */
  readonly examples?: Readonly<Record<string, string>>;
}

export interface HelpCatalog {
  /** By command path: "rates", "shipments void", "sandbox clock set"; help topics by their name. */
  readonly commands: Readonly<Record<string, CommandHelp>>;
  /** Flag and argument help, help headings and the command table's summaries, by their English text. */
  readonly lines: Readonly<Record<string, string>>;
}

/** A line of help in the catalog's language, else as the definition writes it. */
export function lineIn(catalog: HelpCatalog | undefined, english: string): string {
  return catalog?.lines[english] ?? english;
}
