// The fish script: the same tables and word walk as the bash one, in fish syntax;
// one `complete` line hands every position to __shipctl_complete, which prints
// `candidate<TAB>description` lines (fish filters them by what is typed).
import type { CompletionModel } from './model.js';
import {
  HEADER,
  INSTALL,
  carrierBranches,
  carrierKinds,
  pathSpecs,
  aliasTable,
  servicesByCarrier,
  shellWords,
  specComment,
  valueTable,
  type PathSpec,
} from './shell.js';
import type { CarrierField } from './values.js';
import type { Language } from '../../i18n/language.js';

/** fish single quotes: only \ and ' are special. */
const fq = (s: string): string => `'${s.replace(/[\\']/g, (m) => `\\${m}`)}'`;
const words = (list: readonly string[]): string => shellWords(list, fq);
/** `name<TAB>description` as one fish word. */
const described = (name: string, description: string): string =>
  description ? `${fq(name)}\\t${fq(description)}` : fq(name);

function specBranch(s: PathSpec): string {
  const lines = [`        case ${fq(s.node.path)}`];
  const set = (name: string, items: string[], indent = '            ') => {
    if (items.length) lines.push(`${indent}set -g __shipctl_${name} ${items.join(' \\\n                ')}`);
  };
  const listsIn = (language: Language) => ({
    subs: s.subs.map((c) => described(c.name, c.description[language])),
    opts: s.options.map((option) => described(option.flag, option.description[language])),
  });
  const english = listsIn('en');
  const japanese = listsIn('ja');
  if (
    english.subs.join('\n') === japanese.subs.join('\n') &&
    english.opts.join('\n') === japanese.opts.join('\n')
  ) {
    set('subs', english.subs);
    set('opts', english.opts);
  } else {
    // The descriptions in the language the shell reads (__shipctl_ja, set by __shipctl_complete).
    lines.push('            if test -n "$__shipctl_ja"');
    set('subs', japanese.subs, '                ');
    set('opts', japanese.opts, '                ');
    lines.push('            else');
    set('subs', english.subs, '                ');
    set('opts', english.opts, '                ');
    lines.push('            end');
  }
  if (s.aliases.length) set('alias', [fq(aliasTable(s))]);
  if (valueTable(s)) set('vals', [fq(valueTable(s))]);
  set('args', s.args.map(fq));
  if (s.variadic) set('variadic', ['1']);
  return lines.join('\n');
}

function valuesFunction(model: CompletionModel): string {
  const out = ['function __shipctl_values --argument-names kind carrier', '    switch $kind'];
  for (const [name, kind] of model.kinds) {
    out.push(`        case ${name}`);
    if (kind.type === 'list') out.push(`            printf '%s\\n' ${words(kind.values)}`);
    else if (kind.type === 'profiles')
      out.push('            command shipctl __complete profiles 2>/dev/null');
    else if (kind.type === 'per-carrier') out.push(perCarrier(model, kind.field));
  }
  out.push('    end', 'end');
  return out.join('\n');
}

function perCarrier(model: CompletionModel, field: CarrierField): string {
  const out = ['            switch $carrier'];
  for (const b of carrierBranches(model, field)) {
    out.push(`                case ${b.carriers.join(' ')}`);
    if (b.values.length) out.push(`                    printf '%s\\n' ${words(b.values)}`);
  }
  out.push(
    "                case '*'",
    `                    printf '%s\\n' ${words(model.perCarrier[field].all)}`,
    '            end',
  );
  return out.join('\n');
}

const ENGINE = String.raw`
# __shipctl_kind PATH OPTION: the kind of OPTION's value into __shipctl_k (its own
# command's or an ancestor's option); fails when OPTION takes no value.
function __shipctl_kind --argument-names p opt
    while true
        __shipctl_spec "$p"
        if string match -q -- "* $opt=*" "$__shipctl_vals"
            set -l rest (string split -m1 -- " $opt=" "$__shipctl_vals")[2]
            set -g __shipctl_k (string split -m1 -- ' ' "$rest")[1]
            return 0
        end
        test -z "$p"; and return 1
        set p (string replace -r -- ' ?[^ ]*$' '' "$p")
    end
end

# __shipctl_arg PATH N: the kind of positional argument N (from 0) into __shipctl_k;
# fails with 1 past the last argument, with 2 when the argument has nothing to offer.
function __shipctl_arg --argument-names p n
    __shipctl_spec "$p"
    set -l i (math $n + 1)
    if test $i -gt (count $__shipctl_args)
        test -n "$__shipctl_variadic"; and set -q __shipctl_args[1]; or return 1
        set i (count $__shipctl_args)
    end
    set -g __shipctl_k $__shipctl_args[$i]
    test "$__shipctl_k" != -; or return 2
end

function __shipctl_complete_kind --argument-names kind prefix cur
    switch $kind
        case -
        case files
            __fish_complete_path "$cur" | string replace -r -- '^' "$prefix"
        case directories
            __fish_complete_directories "$cur" | string replace -r -- '^' "$prefix"
        case '*'
            set -l carrier $__shipctl_carrier
            test -n "$carrier"; or set carrier $__shipctl_svc
            __shipctl_values $kind "$carrier" | string replace -r -- '^' "$prefix"
    end
end

# The options of the command and of its ancestors.
function __shipctl_options --argument-names p
    while true
        __shipctl_spec "$p"
        set -q __shipctl_opts[1]; and printf '%s\n' $__shipctl_opts
        test -z "$p"; and return
        set p (string replace -r -- ' ?[^ ]*$' '' "$p")
    end
end

# Remembers what a value tells about the carrier: --carrier X, or a service code.
function __shipctl_seen --argument-names opt kind value
    __shipctl_is_carrier_option $opt; and set -g __shipctl_carrier $value
    if test "$kind" = services
        set -g __shipctl_svc (__shipctl_service_carrier $value)
    end
end

function __shipctl_complete
    # fish 4 names the tokenizing flag -x; fish 3 knows only -o
    set -l tokens (commandline -xpc 2>/dev/null; or commandline -opc)
    set -l cur (commandline -ct)
    set -e tokens[1]
    set -l cmdpath ''
    set -l expect ''
    set -l expect_kind ''
    set -l argi 0
    set -l dashdash 0
    set -g __shipctl_carrier ''
    set -g __shipctl_svc ''
    # Descriptions in Japanese where shipctl speaks it: SHIPCTL_LANG, else the locale (LC_ALL,
    # LC_MESSAGES, LANG). The config file's language is not read: that would start node per TAB.
    set -l lang $SHIPCTL_LANG
    test -n "$lang"; or set lang $LC_ALL
    test -n "$lang"; or set lang $LC_MESSAGES
    test -n "$lang"; or set lang $LANG
    set -g __shipctl_ja (string match -ri -- '^ja([_.@-]|$)' "$lang")
    for w in $tokens
        if test -n "$expect"
            __shipctl_seen $expect $expect_kind $w
            set expect ''
            continue
        end
        if test $dashdash = 0; and string match -q -- '-*' $w
            if test "x$w" = x--
                set dashdash 1
            else if string match -q -- '-*=*' $w
                set -l parts (string split -m1 -- = $w)
                __shipctl_kind "$cmdpath" $parts[1]; and __shipctl_seen $parts[1] $__shipctl_k $parts[2]
            else if __shipctl_kind "$cmdpath" $w
                set expect $w
                set expect_kind $__shipctl_k
            end
            continue
        end
        if test $argi = 0
            __shipctl_spec "$cmdpath"
            if contains -- $w (string replace -r -- '\t.*' '' $__shipctl_subs)
                set cmdpath (string trim -- "$cmdpath $w")
                continue
            else if string match -q -- "* $w=*" "$__shipctl_alias"
                set -l rest (string split -m1 -- " $w=" "$__shipctl_alias")[2]
                set cmdpath (string trim -- "$cmdpath "(string split -m1 -- ' ' "$rest")[1])
                continue
            end
        end
        if __shipctl_arg "$cmdpath" $argi; and __shipctl_is_carrier_kind $__shipctl_k
            set -g __shipctl_carrier $w
        end
        set argi (math $argi + 1)
    end

    if test -n "$expect"
        __shipctl_complete_kind $expect_kind '' "$cur"
    else if test $dashdash = 0; and string match -q -- '-*=*' "$cur"
        set -l parts (string split -m1 -- = "$cur")
        __shipctl_kind "$cmdpath" $parts[1]; or return
        __shipctl_complete_kind $__shipctl_k "$parts[1]=" "$parts[2]"
    else if test $dashdash = 0; and string match -q -- '-*' "$cur"
        __shipctl_options "$cmdpath"
    else
        __shipctl_spec "$cmdpath"
        if test $argi = 0; and set -q __shipctl_subs[1]
            printf '%s\n' $__shipctl_subs
        else
            __shipctl_arg "$cmdpath" $argi
            switch $status
                case 0
                    __shipctl_complete_kind $__shipctl_k '' "$cur"
                case 1
                    # no argument left to type: the options remain
                    test $dashdash = 0; and __shipctl_options "$cmdpath"
            end
        end
    end
end

complete -c shipctl -e
complete -c shipctl -f -k -a '(__shipctl_complete)'
`;

export function renderFish(model: CompletionModel): string {
  const specs = pathSpecs(model);
  const parts = [
    HEADER('fish', INSTALL.fish).trimEnd(),
    '# (or, for this shell only: shipctl completion fish | source)',
    '',
    ...specComment('__shipctl_spec'),
    'function __shipctl_spec --argument-names p',
    '    set -g __shipctl_subs',
    "    set -g __shipctl_alias ''",
    '    set -g __shipctl_opts',
    "    set -g __shipctl_vals ''",
    '    set -g __shipctl_args',
    "    set -g __shipctl_variadic ''",
    '    switch $p',
    ...specs.map(specBranch),
    '    end',
    'end',
    '',
    '# __shipctl_values KIND CARRIER: the candidates for KIND, one a line.',
    valuesFunction(model),
    '',
    'function __shipctl_service_carrier --argument-names code',
    '    switch $code',
    ...servicesByCarrier(model).flatMap(([c, codes]) => [
      `        case ${codes.join(' ')}`,
      `            echo ${c}`,
    ]),
    '    end',
    'end',
    '',
    `function __shipctl_is_carrier_option; contains -- $argv[1] ${model.carrierOptions.join(' ')}; end`,
    `function __shipctl_is_carrier_kind; contains -- $argv[1] ${carrierKinds(model).join(' ') || '-'}; end`,
  ];
  return `${parts.join('\n')}\n${ENGINE}`;
}
