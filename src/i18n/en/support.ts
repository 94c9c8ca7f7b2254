// English messages of this area, by key. Japanese: ../ja/support.ts (typed by this object).
export const support = {};
