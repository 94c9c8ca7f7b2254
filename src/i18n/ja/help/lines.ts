export const lines: Readonly<Record<string, string>> = {};
