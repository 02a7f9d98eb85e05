/** The fake feed day's state: 0 all scheduled, 1 live, 2 mostly final, 3 all final (fake-feed-server.ts). */
export type Phase = 0 | 1 | 2 | 3;
