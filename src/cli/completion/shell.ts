// What the three renderers share: quoting, the per-path facts in one flat shape,
// and the value lists (static, per carrier) grouped so the scripts stay small.
import type { CarrierType } from '../../domain/catalog.js';
import type { Described } from './languages.js';
import type { CommandNode, CompletionModel } from './model.js';
import type { CarrierField } from './values.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** POSIX single quotes (bash, zsh). */
export const sq = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** Words safe to leave unquoted in every shell (names, flags, codes like PDF_4.2X8.3_BLUE). */
export const plain = (s: string): boolean => /^[\w.,+@%/-]+$/.test(s);

/** A word list for a script, quoted where needed with the shell's single quotes. */
export const shellWords = (list: readonly string[], quote: (s: string) => string = sq): string =>
  list.map((w) => (plain(w) ? w : quote(w))).join(' ');

/** A kind in the scripts; '-' when there is nothing to offer. */
export const kindWord = (k: string | undefined): string => k || '-';

export interface PathSpec {
  node: CommandNode;
  subs: { name: string; description: Described }[];
  /** alias → command name */
  aliases: [string, string][];
  options: { flag: string; description: Described; kind?: string }[];
  args: string[];
  variadic: boolean;
}

export function pathSpecs(model: CompletionModel): PathSpec[] {
  const out: PathSpec[] = [];
  const visit = (node: CommandNode, inherited: ReadonlyMap<string, string | undefined>) => {
    const options = node.options
      .flatMap((option) =>
        option.flags.map((flag) => ({
          flag,
          description: option.description,
          ...(option.value ? { kind: kindWord(option.value.kind) } : {}),
        })),
      )
      // The scripts look options up in the command and its ancestors: an ancestor's
      // (such as --help) is not repeated.
      .filter((option) => !(inherited.has(option.flag) && inherited.get(option.flag) === option.kind));
    out.push({
      node,
      subs: node.subcommands.map((c) => ({ name: c.name, description: c.description })),
      aliases: node.subcommands.flatMap((c) => c.aliases.map((a): [string, string] => [a, c.name])),
      options,
      args: node.args.map(kindWord),
      variadic: node.variadic,
    });
    const next = new Map(inherited);
    for (const o of options) next.set(o.flag, o.kind);
    for (const c of node.subcommands) visit(c, next);
  };
  visit(model.root, new Map());
  return out;
}

/** " alias=name … ", which the scripts match as *" word="*; '' when the command has no aliases. */
export const aliasTable = (s: PathSpec): string =>
  s.aliases.length ? ` ${s.aliases.map(([a, n]) => `${a}=${n}`).join(' ')} ` : '';

/** " --option=KIND … " for the options that take a value; '' when none does. */
export function valueTable(s: PathSpec): string {
  const vals = s.options.filter((option) => option.kind).map((option) => `${option.flag}=${option.kind}`);
  return vals.length ? ` ${vals.join(' ')} ` : '';
}

/** The comment above each script's spec function (`fn`: its name in that script). */
export const specComment = (fn: string): string[] => [
  `# ${fn} PATH: what the command PATH accepts: its subcommands and their aliases,`,
  '# its own options, " --option=KIND " for those taking a value, the KIND of each',
  '# positional argument ("-": nothing to offer), and whether the last one repeats.',
];

/** Carriers with the same list share one branch: `yuupacket|yuumail) …`. */
export function carrierBranches(
  model: CompletionModel,
  field: CarrierField,
): { carriers: CarrierType[]; values: string[] }[] {
  const out: { carriers: CarrierType[]; values: string[] }[] = [];
  for (const [carrier, values] of model.perCarrier[field].byCarrier) {
    const same = out.find((b) => b.values.join('\n') === values.join('\n'));
    if (same) same.carriers.push(carrier);
    else out.push({ carriers: [carrier], values });
  }
  return out;
}

/** Service codes grouped by carrier, for the service → carrier lookup. */
export function servicesByCarrier(model: CompletionModel): [CarrierType, string[]][] {
  const map = new Map<CarrierType, string[]>();
  for (const [code, carrier] of model.serviceCarrier) map.set(carrier, [...(map.get(carrier) ?? []), code]);
  return [...map];
}

/** Kinds whose word names the carrier (a carrier argument). */
export function carrierKinds(model: CompletionModel): string[] {
  return model.kinds.filter(([, k]) => k.type === 'list' && k.namesCarrier).map(([n]) => n);
}

export const HEADER = (shell: Shell, install: readonly string[]): string =>
  `# ${shell} completion for shipctl. Generated from the command tree by \`npm run completions\`: do not edit.\n` +
  install.map((line) => (line.startsWith('#') ? `${line}\n` : `# Install: ${line}\n`)).join('');

/**
 * How to install each script once, in a user's own home (no root, no system directory). bash
 * loads a file from ~/.local/share/bash-completion only through the bash-completion package;
 * without it, ~/.bashrc sources the script. zsh finds `_shipctl` in a directory of `fpath`,
 * set before `compinit` runs. Each creates its directory first: a fresh home lacks it.
 */
export const INSTALL: Record<Shell, readonly string[]> = {
  bash: [
    '# bash, with the bash-completion package (most distributions install it):',
    'mkdir -p ~/.local/share/bash-completion/completions && shipctl completion bash > ~/.local/share/bash-completion/completions/shipctl',
    '# bash without it:',
    "echo 'source <(shipctl completion bash)' >> ~/.bashrc",
  ],
  zsh: [
    '# zsh: a directory of your own on fpath, read by compinit',
    "mkdir -p ~/.zfunc && shipctl completion zsh > ~/.zfunc/_shipctl && echo 'fpath=(~/.zfunc $fpath); autoload -Uz compinit && compinit' >> ~/.zshrc",
  ],
  fish: [
    '# fish:',
    'mkdir -p ~/.config/fish/completions && shipctl completion fish > ~/.config/fish/completions/shipctl.fish',
  ],
};

/**
 * The one shell function bash and zsh share word for word: where an option's value
 * kind is found, walking up from the command to its ancestors.
 */
export const KIND_FUNCTION = String.raw`# _shipctl_kind PATH OPTION: the kind of OPTION's value into _shipctl_k (its own
# command's or an ancestor's option); fails when OPTION takes no value.
_shipctl_kind() {
  local p=$1 rest
  while :; do
    _shipctl_spec "$p"
    if [[ $_shipctl_vals == *" $2="* ]]; then
      rest=${'$'}{_shipctl_vals#*" $2="}
      _shipctl_k=${'$'}{rest%% *}
      return 0
    fi
    [[ -z $p ]] && return 1
    if [[ $p == *' '* ]]; then p=${'$'}{p% *}; else p=; fi
  done
}
`;
