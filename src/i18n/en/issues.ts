// English messages of this area, by key. Japanese: ../ja/issues.ts (typed by this object).
export const issues = {};
