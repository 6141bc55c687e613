/** @reelist/testing — test helpers shared by every package and app (never imported by runtime code). */
export {};
