/** Seconds to the tenth, as the player shows and speaks them. */
export const tenthsOf = (n: number) => Math.round(n * 10);
export const secondsText = (tenths: number) => `${tenths / 10} s`;
