/** `leaving`: the page is on its way elsewhere (sign-in, identity switch); nothing else may move it. */
export type ArrivalOutcome = 'none' | 'stay' | 'leaving';
