// The filter bars' form controls: one look for every select, search box and date field of the games screens.
export const fieldClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';
export const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';
