// English messages of this area, by key. Japanese: ../ja/admin.ts (typed by this object).
export const admin = {};
