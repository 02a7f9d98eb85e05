// The texts shown where a championship leaves a field empty.
export const DEFAULT_DESCRIPTION = 'The premier championship event determining the ultimate champion.';
export const DEFAULT_TROPHY = 'Championship Trophy';
