// The bash script: data (per command path, per value kind) as `case` tables and one
// engine that walks the words typed so far. Runs without bash-completion and
// without starting node, except for profile names (`shipctl __complete profiles`).
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

const words = (list: readonly string[]): string => shellWords(list);

function specBranch(s: PathSpec): string {
  const lines = [`    ${sq(s.node.path)})`];
  const set = (name: string, value: string) => value && lines.push(`      _shipctl_${name}=${value}`);
  set('subs', s.subs.length ? sq(s.subs.map((c) => c.name).join(' ')) : '');
  set('alias', aliasTable(s) && sq(aliasTable(s)));
  set('opts', s.options.length ? sq(s.options.map((option) => option.flag).join(' ')) : '');
  set('vals', valueTable(s) && sq(valueTable(s)));
  set('args', s.args.length ? sq(s.args.join(' ')) : '');
  set('variadic', s.variadic ? '1' : '');
  lines.push('      ;;');
  return lines.join('\n');
}

function valuesFunction(model: CompletionModel): string {
  const out = ['_shipctl_values() {', '  _shipctl_r=()', '  case $1 in'];
  for (const [name, kind] of model.kinds) {
    if (kind.type === 'list') out.push(`    ${name}) _shipctl_r=(${words(kind.values)}) ;;`);
    else if (kind.type === 'profiles')
      out.push(
        `    ${name})`,
        '      local p',
        '      while IFS= read -r p; do _shipctl_r+=("$p"); done < <(command shipctl __complete profiles 2>/dev/null)',
        '      ;;',
      );
    else if (kind.type === 'per-carrier') out.push(`    ${name})`, perCarrier(model, kind.field), '      ;;');
  }
  out.push('  esac', '}');
  return out.join('\n');
}

function perCarrier(model: CompletionModel, field: CarrierField): string {
  const out = ['      case $2 in'];
  for (const b of carrierBranches(model, field))
    out.push(`        ${b.carriers.join('|')}) _shipctl_r=(${words(b.values)}) ;;`);
  out.push(`        *) _shipctl_r=(${words(model.perCarrier[field].all)}) ;;`, '      esac');
  return out.join('\n');
}

const ENGINE = String.raw`
${KIND_FUNCTION}
# _shipctl_arg PATH N: the kind of positional argument N into _shipctl_k; fails
# with 1 past the last argument, with 2 when the argument has nothing to offer.
_shipctl_arg() {
  _shipctl_spec "$1"
  local -a a=($_shipctl_args)
  local n=$2
  if ((n >= ${'$'}{#a[@]})); then
    [[ -n $_shipctl_variadic ]] && ((${'$'}{#a[@]})) || return 1
    n=$((${'$'}{#a[@]} - 1))
  fi
  _shipctl_k=${'$'}{a[n]}
  [[ $_shipctl_k != - ]] || return 2
}

# _shipctl_add PREFIX WORD...: the words that start with $cur, into COMPREPLY.
_shipctl_add() {
  local prefix=$1 w
  shift
  for w in "$@"; do [[ $w == "$cur"* ]] && COMPREPLY+=("$prefix$w"); done
}

_shipctl_complete_kind() {
  local f
  case $1 in
    -) ;;
    files | directories)
      compopt -o filenames 2>/dev/null
      local action=-f
      [[ $1 == directories ]] && action=-d
      while IFS= read -r f; do COMPREPLY+=("$2$f"); done < <(compgen "$action" -- "$cur")
      ;;
    *)
      # Values come in their own order (pack sizes 60 80 100, not 100 140 60): bash sorts
      # them as text unless told not to (-o nosort, bash 4.4 and later).
      compopt -o nosort 2>/dev/null
      _shipctl_values "$1" "${'$'}{carrier:-$svc}"
      _shipctl_add "$2" "${'$'}{_shipctl_r[@]}"
      ;;
  esac
}

# The options of the command and of its ancestors.
_shipctl_options() {
  local p=$cmdpath
  while :; do
    _shipctl_spec "$p"
    _shipctl_add '' $_shipctl_opts
    [[ -z $p ]] && break
    if [[ $p == *' '* ]]; then p=${'$'}{p% *}; else p=; fi
  done
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
  local cur=${'$'}{COMP_WORDS[COMP_CWORD]} cmdpath= w i expect= expect_kind= argi=0 carrier= svc= dashdash= p
  local _shipctl_subs _shipctl_alias _shipctl_opts _shipctl_vals _shipctl_args _shipctl_variadic _shipctl_k _shipctl_sc
  local -a _shipctl_r
  COMPREPLY=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=${'$'}{COMP_WORDS[i]}
    if [[ -n $expect ]]; then
      # bash splits --opt=value at "=" (COMP_WORDBREAKS)
      [[ $w == = ]] && continue
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
      if [[ " $_shipctl_subs " == *" $w "* ]]; then
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
    [[ $cur == = ]] && cur=
    _shipctl_complete_kind "$expect_kind"
  elif [[ -z $dashdash && $cur == -*=* ]]; then
    _shipctl_kind "$cmdpath" "${'$'}{cur%%=*}" || return 0
    p=${'$'}{cur%%=*}=
    cur=${'$'}{cur#*=}
    _shipctl_complete_kind "$_shipctl_k" "$p"
  elif [[ -z $dashdash && $cur == -* ]]; then
    _shipctl_options
  else
    _shipctl_spec "$cmdpath"
    if ((argi == 0)) && [[ -n $_shipctl_subs ]]; then
      _shipctl_add '' $_shipctl_subs
    else
      _shipctl_arg "$cmdpath" "$argi"
      case $? in
        0) _shipctl_complete_kind "$_shipctl_k" ;;
        1) [[ -z $dashdash ]] && _shipctl_options ;; # no argument left to type: the options remain
      esac
    fi
  fi
  return 0
}

complete -F _shipctl shipctl
`;

export function renderBash(model: CompletionModel): string {
  const specs = pathSpecs(model);
  const parts = [
    HEADER('bash', INSTALL.bash).trimEnd(),
    '# (or, for this shell only: source <(shipctl completion bash))',
    '',
    ...specComment('_shipctl_spec'),
    '_shipctl_spec() {',
    '  _shipctl_subs= _shipctl_alias= _shipctl_opts= _shipctl_vals= _shipctl_args= _shipctl_variadic=',
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
    ...servicesByCarrier(model).map(([c, codes]) => `    ${codes.join('|')}) _shipctl_sc=${c} ;;`),
    '    *) _shipctl_sc= ;;',
    '  esac',
    '}',
    '',
    `_shipctl_is_carrier_option() { case $1 in ${model.carrierOptions.join('|')}) return 0 ;; esac; return 1; }`,
    `_shipctl_is_carrier_kind() { case $1 in ${carrierKinds(model).join('|') || '-'}) return 0 ;; esac; return 1; }`,
  ];
  return `${parts.join('\n')}\n${ENGINE}`;
}
