// shipctl's own lint rules: a flag is named through its definition, and what an error says to
// a person comes from the catalogs (src/i18n), in the reader's language.
//
// - no-flag-literal: a string that starts with `--name` is a flag named by hand; outside the
//   definitions (the first argument of flag()/addressField()) a message names it by the
//   definition (`SHIPMENT_FLAGS.packSize.long`), so a rename reaches every message.
// - typed-handler: a definition's `handler: (): Handler => import('./x.js')` is taken on trust;
//   `(load): Handler => load(import('./x.js'))` makes tsc check the module against the definition.
// - no-literal-error-message: `new UsageError('…')` with words written in the code shows a person
//   English under any language; the message comes from messages() (or a placeholder-only template).

const FLAG_TEXT = /^--[a-z]/;
const DEFINERS = new Set(['flag', 'addressField']);
const USER_FACING_ERRORS = new Set(['CliError', 'UsageError', 'ValidationError', 'CancelledError']);

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed
      ? callee.property.name
      : undefined;

/**
 * The string's node is the syntax a flag is declared with — flag('--x <v>', …) — or a type
 * (`flag<'--limit <n>', never, number>`), which no one reads.
 */
function isDefinition(node) {
  const parent = node.parent;
  if (parent?.type === 'TSLiteralType') return true;
  return (
    parent?.type === 'CallExpression' &&
    parent.arguments[0] === node &&
    DEFINERS.has(calleeName(parent.callee) ?? '')
  );
}

const noFlagLiteral = {
  meta: {
    type: 'suggestion',
    docs: { description: "refuses '--flag' strings outside the flags' definitions" },
    schema: [],
    messages: {
      literal:
        '{{text}} names a flag by hand: take it from its definition (e.g. SHIPMENT_FLAGS.packSize.long, flagNames([...])) so that a rename reaches this text.',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: JSON.stringify(text.slice(0, 40)) } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && FLAG_TEXT.test(node.value) && !isDefinition(node))
          report(node, node.value);
      },
      TemplateLiteral(node) {
        const first = node.quasis[0]?.value.cooked ?? '';
        if (FLAG_TEXT.test(first) && !isDefinition(node)) report(node, first);
      },
    };
  },
};

/** Words a person reads: a string with letters in it, or a template whose fixed parts hold letters. */
function writtenWords(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && /\p{L}/u.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => /\p{L}/u.test(q.value.cooked ?? ''));
  return false;
}

const noLiteralErrorMessage = {
  meta: {
    type: 'suggestion',
    docs: { description: 'refuses a literal message as the first argument of a user-facing error' },
    schema: [],
    messages: {
      literal:
        '{{error}} shows this text to a person in every language: put the words in the catalogs (src/i18n/en and src/i18n/ja) and pass messages().…',
    },
  },
  create(context) {
    return {
      NewExpression(node) {
        const name = calleeName(node.callee);
        const first = node.arguments[0];
        if (name && USER_FACING_ERRORS.has(name) && first && writtenWords(first))
          context.report({ node: first, messageId: 'literal', data: { error: name } });
      },
    };
  },
};

const typedHandler = {
  meta: {
    type: 'problem',
    docs: { description: 'a definition loads its handler through `load`, so tsc checks the module' },
    schema: [],
    messages: {
      untyped:
        "write `handler: (load): Handler => load(import('…'))`: without `load` a handler module written for another verb still compiles",
    },
  },
  create(context) {
    return {
      Property(node) {
        const value = node.value;
        if (
          node.key.type === 'Identifier' &&
          node.key.name === 'handler' &&
          value.type === 'ArrowFunctionExpression' &&
          value.params.length === 0 &&
          value.body.type === 'ImportExpression'
        )
          context.report({ node: value, messageId: 'untyped' });
      },
    };
  },
};

export default {
  meta: { name: 'shipctl' },
  rules: {
    'no-flag-literal': noFlagLiteral,
    'no-literal-error-message': noLiteralErrorMessage,
    'typed-handler': typedHandler,
  },
};
