// The zsh script: the same tables and word walk as the bash one, with descriptions
// (`_describe`) for commands and options. Works from fpath (autoloaded as _shipctl)
// and when sourced (it then registers itself with compdef).
import type { CompletionModel } from './model.js';
import {
  KIND_FUNCTION,
  HEADER,
  INSTALL,
  carrierBranches,
  carrierKinds,
  pathSpecs,
  aliasTable,
  servicesByCarrier,
  shellWords,
  specComment,
  sq,
  valueTable,
  type PathSpec,
} from './shell.js';
import type { CarrierField } from './values.js';
import type { Language } from '../../i18n/language.js';

const words = (list: readonly string[]): string => shellWords(list);
/** `name:description` for _describe; a colon in the name is escaped. */
const described = (name: string, description: string): string =>
  sq(`${name.replace(/:/g, '\\:')}${description ? `:${description}` : ''}`);

function specBranch(s: PathSpec): string {
  const lines = [`    (${sq(s.node.path)})`];
  const set = (name: string, value: string, indent = '      ') =>
    value && lines.push(`${indent}_shipctl_${name}=${value}`);
  const array = (items: string[]) => (items.length ? `(\n        ${items.join('\n        ')}\n      )` : '');
  const listsIn = (language: Language) => ({
    subs: array(s.subs.map((c) => described(c.name, c.description[language]))),
    opts: array(s.options.map((option) => described(option.flag, option.description[language]))),
  });
  const english = listsIn('en');
  const japanese = listsIn('ja');
  if (english.subs === japanese.subs && english.opts === japanese.opts) {
    set('subs', english.subs);
    set('opts', english.opts);
  } else {
    // The descriptions in the language the shell reads (_shipctl_ja, set by _shipctl).
    lines.push('      if [[ -n $_shipctl_ja ]]; then');
    set('subs', japanese.subs, '        ');
    set('opts', japanese.opts, '        ');
    lines.push('      else');
    set('subs', english.subs, '        ');
    set('opts', english.opts, '        ');
    lines.push('      fi');
  }
  set('alias', aliasTable(s) && sq(aliasTable(s)));
  set('vals', valueTable(s) && sq(valueTable(s)));
  set('args', s.args.length ? sq(s.args.join(' ')) : '');
  set('variadic', s.variadic ? '1' : '');
  lines.push('      ;;');
  return lines.join('\n');
}

function valuesFunction(model: CompletionModel): string {
  const out = ['_shipctl_values() {', '  _shipctl_r=()', '  case $1 in'];
  for (const [name, kind] of model.kinds) {
    if (kind.type === 'list') out.push(`    (${name}) _shipctl_r=(${words(kind.values)}) ;;`);
    else if (kind.type === 'profiles')
      out.push(`    (${name}) _shipctl_r=(\${(f)"$(command shipctl __complete profiles 2>/dev/null)"}) ;;`);
    else if (kind.type === 'per-carrier')
      out.push(`    (${name})`, perCarrier(model, kind.field), '      ;;');
  }
  out.push('  esac', '}');
  return out.join('\n');
}

function perCarrier(model: CompletionModel, field: CarrierField): string {
  const out = ['      case $2 in'];
  for (const b of carrierBranches(model, field))
    out.push(`        (${b.carriers.join('|')}) _shipctl_r=(${words(b.values)}) ;;`);
  out.push(`        (*) _shipctl_r=(${words(model.perCarrier[field].all)}) ;;`, '      esac');
  return out.join('\n');
}

const ENGINE = String.raw`
${KIND_FUNCTION}
# _shipctl_arg PATH N: the kind of positional argument N (from 0) into _shipctl_k;
# fails with 1 past the last argument, with 2 when the argument has nothing to offer.
_shipctl_arg() {
  _shipctl_spec "$1"
  local -a a
  a=(${'$'}{=_shipctl_args})
  local n=$(($2 + 1))
  if ((n > $#a)); then
    [[ -n $_shipctl_variadic ]] && (($#a)) || return 1
    n=$#a
  fi
  _shipctl_k=$a[n]
  [[ $_shipctl_k != - ]] || return 2
}

_shipctl_complete_kind() {
  local expl
  case $1 in
    (-) return 1 ;;
    (files) _files ;;
    (directories) _files -/ ;;
    (*)
      _shipctl_values "$1" "${'$'}{carrier:-$svc}"
      _wanted -V values expl "${'$'}{1//_/ }" compadd -a _shipctl_r
      ;;
  esac
}

# The options of the command and of its ancestors.
_shipctl_options() {
  local p=$cmdpath
  local -a all
  while :; do
    _shipctl_spec "$p"
    all+=("${'$'}{_shipctl_opts[@]}")
    [[ -z $p ]] && break
    if [[ $p == *' '* ]]; then p=${'$'}{p% *}; else p=; fi
  done
  _describe -t options option all
}

# Remembers what a value tells about the carrier: --carrier X, or a service code.
_shipctl_seen() {
  _shipctl_is_carrier_option "$1" && carrier=$3
  if [[ $2 == services ]]; then
    _shipctl_service_carrier "$3"
    svc=$_shipctl_sc
  fi
}

_shipctl() {
  local cmdpath= w i expect= expect_kind= argi=0 carrier= svc= dashdash= cur=$PREFIX
  # Descriptions in Japanese where shipctl speaks it: SHIPCTL_LANG, else the locale (LC_ALL,
  # LC_MESSAGES, LANG). The config file's language is not read: that would start node per TAB.
  local _shipctl_ja= _shipctl_lang=${'$'}{SHIPCTL_LANG:-${'$'}{LC_ALL:-${'$'}{LC_MESSAGES:-$LANG}}}
  [[ $_shipctl_lang == [Jj][Aa] || $_shipctl_lang == [Jj][Aa][_.@-]* ]] && _shipctl_ja=1
  local _shipctl_alias _shipctl_vals _shipctl_args _shipctl_variadic _shipctl_k _shipctl_sc
  local -a _shipctl_subs _shipctl_opts _shipctl_r names
  for ((i = 2; i < CURRENT; i++)); do
    w=$words[i]
    if [[ -n $expect ]]; then
      _shipctl_seen "$expect" "$expect_kind" "$w"
      expect=
      continue
    fi
    if [[ -z $dashdash && $w == -* ]]; then
      if [[ $w == -- ]]; then
        dashdash=1
      elif [[ $w == -*=* ]]; then
        _shipctl_kind "$cmdpath" "${'$'}{w%%=*}" && _shipctl_seen "${'$'}{w%%=*}" "$_shipctl_k" "${'$'}{w#*=}"
      elif _shipctl_kind "$cmdpath" "$w"; then
        expect=$w expect_kind=$_shipctl_k
      fi
      continue
    fi
    if ((argi == 0)); then
      _shipctl_spec "$cmdpath"
      names=(${'$'}{_shipctl_subs%%:*})
      if ((${'$'}{names[(Ie)$w]})); then
        cmdpath=${'$'}{cmdpath:+$cmdpath }$w
        continue
      elif [[ $_shipctl_alias == *" $w="* ]]; then
        w=${'$'}{_shipctl_alias#*" $w="}
        cmdpath=${'$'}{cmdpath:+$cmdpath }${'$'}{w%% *}
        continue
      fi
    fi
    _shipctl_arg "$cmdpath" "$argi" && _shipctl_is_carrier_kind "$_shipctl_k" && carrier=$w
    ((argi++))
  done

  if [[ -n $expect ]]; then
    _shipctl_complete_kind "$expect_kind"
  elif [[ -z $dashdash && $cur == -*=* ]]; then
    _shipctl_kind "$cmdpath" "${'$'}{cur%%=*}" || return 1
    compset -P '*='
    _shipctl_complete_kind "$_shipctl_k"
  elif [[ -z $dashdash && $cur == -* ]]; then
    _shipctl_options
  else
    _shipctl_spec "$cmdpath"
    if ((argi == 0 && $#_shipctl_subs)); then
      _describe -t commands 'shipctl command' _shipctl_subs
    else
      _shipctl_arg "$cmdpath" "$argi"
      case $? in
        (0) _shipctl_complete_kind "$_shipctl_k" ;;
        (1) [[ -z $dashdash ]] && _shipctl_options ;; # no argument left to type: the options remain
      esac
    fi
  fi
}

# Autoloaded from fpath, this file is the body of _shipctl: run it. Sourced: register it.
if [[ $funcstack[1] == _shipctl ]]; then
  _shipctl "$@"
else
  compdef _shipctl shipctl
fi
`;

export function renderZsh(model: CompletionModel): string {
  const specs = pathSpecs(model);
  const parts = [
    '#compdef shipctl',
    HEADER('zsh', INSTALL.zsh).trimEnd(),
    '# (or, for this shell only, after compinit: source <(shipctl completion zsh))',
    '',
    ...specComment('_shipctl_spec'),
    '_shipctl_spec() {',
    '  _shipctl_subs=() _shipctl_alias= _shipctl_opts=() _shipctl_vals= _shipctl_args= _shipctl_variadic=',
    '  case $1 in',
    ...specs.map(specBranch),
    '  esac',
    '}',
    '',
    '# _shipctl_values KIND CARRIER: the candidates for KIND into _shipctl_r.',
    valuesFunction(model),
    '',
    '_shipctl_service_carrier() {',
    '  case $1 in',
    ...servicesByCarrier(model).map(([c, codes]) => `    (${codes.join('|')}) _shipctl_sc=${c} ;;`),
    '    (*) _shipctl_sc= ;;',
    '  esac',
    '}',
    '',
    `_shipctl_is_carrier_option() { [[ $1 == (${model.carrierOptions.join('|')}) ]] }`,
    `_shipctl_is_carrier_kind() { [[ $1 == (${carrierKinds(model).join('|') || '-'}) ]] }`,
  ];
  return `${parts.join('\n')}\n${ENGINE}`;
}
