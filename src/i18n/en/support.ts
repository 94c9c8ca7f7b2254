// English messages of this area, by key. Japanese: ../ja/support.ts (typed by this object).
// The area: what the CLI's plumbing says to a person — the run's context and token, output
// helpers (notes under tables, tallies, spinners, times), input parsing, requests, lookups,
// printing, the embedded sandbox, the config, batch journals, the API client's own failures
// and webhook verification.
/** How the flags that measure a parcel are spelt, for the messages that name them. */
type ParcelFlags = { weight: string; size: string; packSize: string };

export const support = () => ({
  /** What the parcel flags say of a weight or size a carrier takes otherwise. */
  parcel: {
    weightNotSentBySize: (service: string, flags: ParcelFlags) =>
      `${flags.weight} is not sent: ${service} is charged by size; give ${flags.size} WxHxD (or ${flags.packSize}) with it`,
    heavierThanSize: (
      grams: number,
      carrier: string,
      size: number,
      kg: number,
      heavier: number | undefined,
      flags: ParcelFlags,
    ) =>
      `${flags.weight} ${grams} g is more than ${carrier} size ${size} takes (${kg} kg)` +
      (heavier ? `: it is charged as size ${heavier}; ${flags.packSize} ${heavier} says so` : ''),
    weightInProducts: (weight: string, input: string) =>
      `${weight} is not sent: the products of ${input} carry the content; give each product its weight`,
  },
  /** A state file (journal, ledger, sandbox database) that cannot be read or written. */
  stateFile: {
    notWritable: (what: string, target: string, code: string) =>
      `cannot write ${what} at ${target}: the directory is not writable (${code})`,
    notWritableHint: (dir: string) =>
      `make ${dir} writable by you, or point SHIPCTL_HOME at a writable directory`,
    damaged: (what: string, file: string, code: string, message: string) =>
      `${what} at ${file} is damaged (${code}: ${message})`,
    damagedHint: (file: string, recovery: string | undefined) =>
      `move it aside (mv "${file}" "${file}.broken") and run again${recovery ? `: ${recovery}` : ''}`,
    diskFull: (what: string, target: string, code: string) =>
      `cannot write ${what} at ${target}: the disk is full (${code})`,
    diskFullHint: 'free some space and run the same command again',
  },
  /** The next page of a list, said on stderr. */
  pages: {
    nouns: { orders: 'orders', shipments: 'shipments' } as Record<string, string>,
    pageOf: (
      page: number,
      pages: number,
      count: number | undefined,
      noun: string,
      next: string,
      all: string,
    ) =>
      `Page ${page} of ${pages}${count !== undefined ? ` (${count} ${noun})` : ''}: next with ${next}, or ${all} for every page.`,
    mayBeMore: (noun: string, next: string, all: string) =>
      `There may be more ${noun}: try ${next}, or ${all} for every page.`,
  },
  batchFlags: {
    unknownEncoding: (flag: string, given: string) => `unknown ${flag} "${given}"`,
    encodings: (names: string) => `use one of ${names}`,
    unknownOutEncoding: (flag: string, given: string) => `unknown ${flag} "${given}"`,
    outEncodings: 'use utf8, utf8-bom or sjis',
    noLabels: (noLabels: string, labelsDir: string, labelsPdf: string) =>
      `${noLabels} cannot be combined with ${labelsDir} or ${labelsPdf}`,
    serviceOfOther: (
      serviceFlag: string,
      service: string,
      owner: string,
      carrierFlag: string,
      carrier: string,
    ) => `${serviceFlag} ${service} belongs to ${owner}, not ${carrierFlag} ${carrier}`,
    unknownService: (flag: string, service: string) => `unknown ${flag} "${service}"`,
    listServices: 'list them with `shipctl carriers catalog`',
    unreadableMapping: (flag: string, file: string, reason: string) => `${flag} ${file}: ${reason}`,
    mappingShape: 'give a JSON object {"zip": "Postal code", …}',
  },
  /** Whether an account's labels can print on a target, said before a label is bought. */
  fit: {
    whose: (carrier: string, account: string | undefined) =>
      account ? `${carrier} labels of account ${account}` : `${carrier} test labels (no account)`,
    makes: (whose: string, format: string, size: string | undefined) =>
      `${whose} are ${format}${size ? ` (print size ${size})` : ''}`,
    unknownFormat: (carrier: string, where: string) =>
      `the spec lists no print size for ${carrier}, so whether its labels come as ZPL is not known before one is made; a PDF label cannot print on ${where} (it is kept on disk)`,
    rawPort: (where: string) => `${where} is a raw port that prints ZPL only`,
    zplFile: (where: string) => `${where} is a .zpl file`,
    setZplSize: (command: string, printer: string) =>
      `set a ZPL print size (${command}), or print with ${printer} lp, lp:QUEUE or a file path`,
    noZplSize: (carrier: string, where: string, printer: string) =>
      `print ${carrier} labels with ${printer} lp, lp:QUEUE or a file path (${carrier} has no ZPL print size); ${where}`,
    zplCarriers: (carriers: readonly string[], example: string, printSize: string) =>
      `ZPL labels come from ${carriers.length > 1 ? `${carriers.slice(0, -1).join(', ')} and ${carriers.at(-1)!}` : carriers[0]!} accounts set to a ZPL print size (shipctl carriers update ID ${printSize} ${example})`,
    cannotPrint: (makes: string, what: string, fix: string) => `${makes}, and ${what}: ${fix}`,
    pdfFile: (where: string) => `${where} is a .pdf file`,
    toZplFile: (pdfSizeCommand: string | undefined) =>
      `write them to a .zpl file, or send them to a tcp://HOST:9100 printer or lp:QUEUE (sent raw)${pdfSizeCommand ? `; or set a PDF print size (${pdfSizeCommand})` : ''}`,
  },
  token: {
    /** Where the token came from when the caller did not say (e.g. typed at `login`). */
    given: 'as given',
    lineBreak: (origin: string) =>
      `the API token (${origin}) contains a line break, which cannot be sent in a request; nothing was sent`,
    badCharacter: (origin: string) =>
      `the API token (${origin}) contains a space, a control character or a non-ASCII character, which cannot be sent in a request; nothing was sent`,
    fix: 'run `shipctl login` again and paste the token alone, or check SHIPCTL_TOKEN (it must hold the token and nothing else)',
  },
  context: {
    badNow: (raw: string) =>
      `SHIPCTL_NOW must be an ISO 8601 instant such as 2026-03-04T01:00:00Z; got "${raw}"`,
    badNowHint: 'unset SHIPCTL_NOW to use the machine clock',
    noToken: (profile: string, baseUrl: string) =>
      `no API token is set for profile "${profile}" (base URL ${baseUrl})`,
    noTokenHint:
      'run `shipctl login` (it asks for the token, or reads it with --with-token), ' +
      'or set SHIPCTL_TOKEN; without --base-url or base_url the embedded sandbox needs none',
    sandboxNotice: '(sandbox)',
    sandboxMissing: 'the embedded sandbox is not available in this build',
    sandboxFailed: (reason: string) => `the embedded sandbox could not start: ${reason}`,
    sandboxHint: (baseUrl: string) => `log in to a live API with \`shipctl login\`, or pass ${baseUrl}`,
  },
  output: {
    /** `… 2 columns hidden (id, created): --wide shows them` */
    hiddenColumns: (headers: string, n: number, wide: string) =>
      `… ${n} ${n === 1 ? 'column' : 'columns'} hidden (${headers}): ${wide} shows ${n === 1 ? 'it' : 'them'}`,
    /** How a list of headers (or other words) is joined in running text. */
    listSeparator: ', ',
    whenForms:
      'a duration ago (7d, 12h, 90s, 1h30m), today, yesterday, a JST day YYYY-MM-DD, or an ISO timestamp such as 2026-11-01T09:00:00+09:00',
    configDirectory: 'config directory',
    configHolds: 'its profiles and tokens',
    dataDirectory: 'data directory',
    dataHolds: 'its batch journal and sandbox database',
    insideHome: (flag: string, value: string, name: string, dir: string, holds: string) =>
      `${flag} ${value} is inside shipctl's ${name} (${dir}), which holds ${holds}: writing there could destroy them; nothing was sent`,
    insideHomeHint: (dir: string, flag: string, base: string) =>
      `write it outside ${dir}, e.g. ${flag} ${base} in the current directory`,
    isInput: (flag: string, value: string, inputFlag: string | undefined, what: string) =>
      `${flag} ${value} is the input file itself${inputFlag ? ` (${inputFlag})` : ''}: writing it would destroy ${what}; nothing was sent`,
    isInputHint: (flag: string, other: string) => `write it elsewhere, e.g. ${flag} ${other}`,
    sameFile: (flag: string, value: string, otherFlag: string, otherValue: string) =>
      `${flag} ${value} and ${otherFlag} ${otherValue} name the same file: one would replace the other; nothing was sent`,
    sameFileHint: (flag: string, other: string) => `give each its own file, e.g. ${flag} ${other}`,
    isSymlink: (flag: string, file: string) => `${flag} ${file} is a symbolic link; nothing was written`,
    isSymlinkHint: (real: string) => `name the file it points to (${real}) or another path`,
    missingFile: 'a missing file',
    isDirectory: (flag: string, file: string) => `${flag} ${file} is a directory`,
    isDirectoryHint: (example: string) => `name a file, e.g. ${example}`,
    exists: (flag: string, file: string) => `${flag} ${file} already exists; nothing was written`,
    existsHint: (force: string, flag: string) => `pass ${force} to overwrite it, or ${flag} another file`,
    cannotWriteFile: (file: string, reason: string) => `could not write ${file}: ${reason}`,
    readerClosed: 'EPIPE: the reader closed it',
    stdoutFailed: (why: string) => `shipctl: could not write the result to stdout (${why})`,
    stdoutOnStderr: '; here it is on stderr instead:',
  },
  api: {
    redirected: (request: string, status: number, target: string | undefined) =>
      `${request} was redirected (HTTP ${status})${target ? ` to ${target}` : ''}: check the base URL`,
    failedWithStatus: (request: string, status: number, statusText: string) =>
      `${request} failed with HTTP ${status}${statusText ? ` ${statusText}` : ''}`,
    /** What went wrong without an HTTP answer, by the transport's error code. */
    network: {
      ECONNREFUSED: 'connection refused',
      ENOTFOUND: 'host name not resolved',
      UND_ERR_CONNECT_TIMEOUT: 'connect timed out',
      UND_ERR_HEADERS_TIMEOUT: 'no response within the headers timeout',
      UND_ERR_BODY_TIMEOUT: 'response body stalled',
      ECONNRESET: 'connection closed by the server',
      RESPONSE_TOO_LARGE: 'response larger than shipctl reads (is the base URL the API?)',
      other: 'network failure',
    },
    afterSent: 'after the request was sent',
    beforeSent: 'before the request was sent',
    /** `GET /v1/carriers: connection refused before the request was sent (ECONNREFUSED) — http://…` */
    networkFailure: (request: string, what: string, when: string, code: string, origin: string) =>
      `${request}: ${what} ${when} (${code}) — ${origin}`,
    outcomeUnknown: (request: string, what: string) =>
      `${request} may or may not have taken effect (${what}); ` +
      'it was not sent again — check whether it exists before retrying',
    cancelledAfterSent: (request: string) =>
      `${request} was cancelled after it was sent; it may have taken effect`,
    callLimitExhausted: (until: string | undefined) =>
      `API call limit exhausted until ${until ?? 'an unknown time'}`,
    badBaseUrl: (shown: string) =>
      `Invalid base URL "${shown}": expected something like https://api.example.com`,
    baseUrlNotHttp: (shown: string) => `Invalid base URL "${shown}": only http and https are supported`,
    baseUrlCredentials: (shown: string) => `Invalid base URL "${shown}": remove the user name and password`,
    baseUrlQuery: (shown: string) => `Invalid base URL "${shown}": remove the query or fragment`,
    dotSegment: (field: string, value: string) => `"${value}" is not a valid ${field}; nothing was sent`,
    dotSegmentIssue: `"." and ".." are not ids or numbers: in a URL they would reach another endpoint; give the one you mean`,
  },
  config: {
    /** A setting's issue after what it is about: `--base-url must not carry…`. */
    about: (name: string, issue: string) => `${name} ${issue}`,
    cannotRead: (file: string, reason: string) => `cannot read the config file ${file}: ${reason}`,
    notJson: (file: string, reason: string) =>
      `the config file ${file} is not valid JSON (${reason}); fix or remove it`,
    notObject: (file: string) => `the config file ${file} must hold a JSON object`,
    profilesNotObject: (file: string) => `"profiles" in ${file} must be an object`,
    profileNotObject: (name: string, file: string) => `profile "${name}" in ${file} must be an object`,
    notPrivate: (file: string, dirMode: string, fileMode: string) =>
      `cannot make ${file} private (directory ${dirMode}, file ${fileMode}); ` +
      'check the file system permissions',
    cannotOpen: (file: string, reason: string) => `cannot open the config file ${file}: ${reason}`,
    badProfileName: (value: string, origin: string, issue: string) =>
      `profile name "${value}" (${origin}) ${issue}`,
    badBaseUrl: (shown: string, origin: string) => `base URL "${shown}" (${origin}) must be an http(s) URL`,
    baseUrlOfProfile: (profile: string, file: string) => `base_url of ${profile} (in ${file})`,
    ledgerUnreadable: (file: string, reason: string) => `cannot read the tracking ledger ${file}: ${reason}`,
    ledgerDamaged: (file: string, reason: string) =>
      `the tracking ledger ${file} is damaged (${reason}); ` +
      'fix it, or remove it to forget the local query counts',
    ledgerNoEntries: 'no "entries" object',
    ledgerLocked: (lock: string) =>
      `the tracking ledger is locked by another shipctl (${lock}); if none is running, remove the lock file`,
    issue: {
      profileName:
        'must start with a letter or digit and contain only letters, digits, "-" and "_" (at most 64)',
      baseUrlCredentials: (withoutCredentials: string) =>
        `must not carry a user name or password: log in with \`shipctl login\` (the API takes a token, never a password) and give the URL without them, e.g. ${withoutCredentials}`,
      notUrl: (example: string) => `must be an http(s) URL without query, e.g. ${example}`,
      empty: 'must not be empty (use `shipctl config unset` to remove it)',
      packSize: (sizes: string) =>
        `must be a pack size: ${sizes} (sagawa and yuupack; \`shipctl carriers catalog\`)`,
      service: 'must be a service code such as sagawa_regular (`shipctl carriers catalog`)',
      oneOf: (choices: string) => `must be one of ${choices}`,
      spaces: 'must not contain spaces',
      wholeYen: 'must be a whole number of yen, e.g. 5000',
      registrationNumber:
        'must be a qualified-invoice registration number: T and 13 digits, e.g. T1234567890123',
    },
    printer: {
      forms: 'lp, lp:QUEUE, tcp://HOST:PORT or a file/device path',
      empty: (forms: string) => `must not be empty: use ${forms}`,
      badQueue: (queue: string) => `"${queue}" is not a CUPS queue name (letters, digits, - _ . @)`,
      badTcp: (value: string) => `"${value}" is not tcp://HOST:PORT (e.g. tcp://192.168.1.50:9100)`,
      badScheme: (value: string, forms: string) => `unknown printer scheme in "${value}": use ${forms}`,
      lpQueue: (queue: string) => `lp queue ${queue}`,
      lpDefault: 'the default lp queue',
    },
  },
  request: {
    noSavedAddress: (id: string, origin: string) =>
      `no saved address has id "${id}" (${origin}): list them with \`shipctl addresses list\``,
    noWarehouse: (id: string, origin: string) =>
      `no warehouse has id "${id}" (${origin}): list them with \`shipctl warehouses list\``,
    noWarehouseAtAll:
      'required: the account has no warehouse to send from; add one (`shipctl warehouses add`) or give the sender',
    /** The sender in a summary: where it came from. */
    senderSavedAddress: (id: string) => `saved address ${id}`,
    senderWarehouse: (id: string, origin: string | undefined) =>
      `warehouse ${id} (${origin ?? 'account default'})`,
    ambiguousRecipient: (id: string, n: number, lines: string, toAddress: string) =>
      `"${id}" matches ${n} saved addresses; give one of their ids (${toAddress}):\n    ${lines}`,
    noRecipient: (id: string, toAddress: string) =>
      `no saved address has the id, id prefix or name "${id}": list them with \`shipctl addresses list\` (${toAddress})`,
    inputNotObject: (input: string) =>
      `${input} must hold a JSON object {to_address, from_address, setup, …} (the API’s own body)`,
  },
  lookup: {
    noShipment: (typed: string) =>
      `no shipment of the last 2 months has the id, ref number or tracking number ${typed}`,
    noShipmentHint: (typed: string) =>
      `\`shipctl shipments find ${typed}\` also matches names and parts of numbers`,
    severalShipments: (typed: string, n: number, list: string) => `${typed} names ${n} shipments: ${list}`,
    severalShipmentsHint: 'give the shipment ID (API-…) of the one you mean',
    /** The parts of a line naming a shipment: `API-…, sagawa 1234, to 佐藤 花子, created …`. */
    to: (who: string) => `to ${who}`,
    testLabel: 'a TEST label',
    created: (when: string) => `created ${when}`,
    joiner: ', ',
  },
  input: {
    durationForms: (examples: string) => `durations take a unit: ${examples} (shipctl help durations)`,
    bareNumberHint: (n: string, forms: string) => `write ${n}s, ${n}m or ${n}h; ${forms}`,
    hintAnd: (hint: string, more: string) => `${hint}; ${more}`,
    noUnit: (what: string, n: string) => `${what} "${n}" has no unit`,
    notDuration: (what: string, raw: string) => `${what} "${raw}" is not a duration`,
    tooShort: (what: string, raw: string, min: string) => `${what} ${raw} is too short: ${min}`,
    tooLong: (what: string, raw: string, max: string) => `${what} ${raw} is too long: ${max}`,
    stdinIsTerminal: (flag: string) => `${flag} - reads stdin, but stdin is a terminal`,
    stdinIsTerminalHint: 'pipe the JSON in, or pass a file',
    cannotRead: (file: string, flag: string, code: string) => `cannot read ${file} (${flag}): ${code}`,
    notJson: (file: string, flag: string, reason: string) => `${file} (${flag}) is not valid JSON: ${reason}`,
    tooDeep: (file: string, flag: string, field: string, issue: string) =>
      `${file} (${flag}): ${field} ${issue}`,
    notObject: (file: string, flag: string, what: string) =>
      `${file} (${flag}) must hold a JSON object: ${what}`,
    idleAtLeast: 'at least 1s (or 0 for no warm sandbox)',
    idleHint: 'or 0 to run the sandbox inside each command',
  },
  print: {
    noPrinter: (print: string) => `${print}: no printer is set`,
    noPrinterHint: (printer: string, forms: string) =>
      `add ${printer} ${forms}, or store one with \`shipctl config set printer lp\``,
    badPrinter: (name: string, issue: string) => `${name}: ${issue}`,
    notDownloaded: (id: string, reason: string, print: string) =>
      `label of ${id} not printed: label not downloaded: ${reason}; retry with \`shipctl shipments label ${id} ${print}\``,
    sent: (id: string, target: string) => `label of ${id} → ${target}`,
    notPrinted: (id: string, target: string, error: string, file: string | undefined, print: string) =>
      `label of ${id} not printed (${target}): ${error}${file ? `; the label is kept in ${file}` : ''}; retry with \`shipctl shipments label ${id} ${print}\``,
  },
  embedded: {
    database: 'the sandbox database',
    recovery: 'or `shipctl sandbox reset` to start afresh',
  },
  /** `shipctl help shipmnts`: a subject that is neither a command nor a topic. */
  helpSubject: {
    unknown: (subject: string) => `no command or help topic named '${subject}'`,
    didYouMean: (choices: readonly string[]) => `did you mean ${choices.join(' or ')}?`,
    listed: '`shipctl help` lists the commands and topics',
  },
  batch: {
    invalidPositive: (flag: string, value: string, integer: boolean, max: number | undefined) =>
      `invalid ${flag} "${value}": give a ${integer ? 'whole ' : ''}number above 0${max ? ` and at most ${max}` : ''}`,
    invalidShipmentDate: (flag: string, value: string) =>
      `invalid ${flag} "${value}": give today, tomorrow (本日, 明日) or a date YYYY-MM-DD`,
    /** Where a row's problem is: `line 5, order 1003, 郵便番号 (to_address.zip)`. */
    location: {
      line: (n: number) => `line ${n}`,
      order: (key: string) => `order ${key}`,
      column: (column: string, field: string) => `${column} (${field})`,
      joiner: ', ',
    },
    runLocked: (runId: string, pid: number, host: string) =>
      `run ${runId} is being worked on by process ${pid} on ${host}`,
    noWarehouse: (id: string, yours: string) => `no warehouse has id ${id} (yours: ${yours})`,
    none: 'none',
    noWarehouseAtAll: (fromWarehouse: string) =>
      `the account has no warehouse to ship from: create one (POST /v1/warehouses) or pass ${fromWarehouse}`,
    mapNotObject: 'must be a JSON object {"our_field": "Their header", …}',
    mapNotField: (field: string, fields: string) => `"${field}" is not a field; use one of ${fields}`,
    mapNotHeader: (field: string) => `"${field}" must name a header of your file (a non-empty string)`,
    mapNoSuchHeader: (map: string, field: string, header: string, headers: string) =>
      `${map}: ${field} → "${header}", but the file has no such header (headers: ${headers})`,
    emptyFile: 'the file is empty: expected a header line and rows',
    /** After the file's name: `orders.csv is not one encoding: …`. */
    mixedEncoding: (encoding: string, lines: string, count: number, shown: number, utf8: boolean) =>
      `is not one encoding: it is ${encoding}, but ${count === 1 ? `line ${lines}${count > shown ? `, … (${count} lines in all)` : ''} is` : `lines ${lines}${count > shown ? `, … (${count} lines in all)` : ''} are`} ${utf8 ? 'not UTF-8' : 'UTF-8'}`,
    undecodableHeader: (encoding: string) =>
      `line 1 (the header) has bytes that are not ${encoding} text: save the file again as UTF-8 or Shift_JIS from Excel`,
    laterVoided: (ref: string, voided: string, kept: string) =>
      `order ${ref} had two active labels made at the same moment: ${voided}, the later, was voided; ${kept} is kept`,
    outcomeUnknown: (line: number) =>
      `row ${line}: the outcome of its create is unknown (the answer was lost); reconciling before anything is sent again`,
    checking: (n: number) =>
      `checking ${n} row${n === 1 ? '' : 's'} whose last request may have created a shipment`,
    waitingForRef: (ref: string) =>
      `waiting: another purchase of ref ${ref} on this machine is under way (its label will be checked for first)`,
    notAdopted: (line: number, id: string, ref: string, reason: string) =>
      `row ${line}: ${id} also has ref ${ref} but is not this row's shipment (${reason}); not adopted`,
  },
  webhooks: {
    payloadAndRequest: (payload: string, request: string) =>
      `${payload} and ${request} both give a body; pass one`,
    payloadAndRequestHint: (request: string) => `${request} already holds the body after its headers`,
    headersRequired: (flags: string[], payload: string) =>
      `${flags.join(' and ')} ${flags.length > 1 ? 'are' : 'is'} required with ${payload}`,
    headersRequiredHint: (request: string) =>
      `copy them from the delivery’s headers, or pass the whole saved request with ${request} FILE`,
    nothingToVerify: (payload: string, signature: string, timestamp: string, request: string) =>
      `nothing to verify: pass ${payload} FILE (with ${signature} and ${timestamp}) or ${request} FILE`,
    nothingToVerifyHint: 'use "-" to read either from stdin',
    secretSources: (secretFile: string, env: string, key: string) =>
      `pass ${secretFile} FILE, set ${env}, or store "${key}" in the profile`,
    cannotReadSecret: (file: string, reason: string) => `cannot read the secret file ${file}: ${reason}`,
    emptySecret: (file: string) => `the secret file ${file} is empty`,
  },
});
