// English messages of this area, by key. Japanese: ../ja/shipping.ts (typed by this object).
export const shipping = {};
