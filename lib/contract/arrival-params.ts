/** Query parameters a link from another platform may bring (SPEC §3, §4). */
export const ARRIVAL_PARAMS = ['buyer', 'id_token', 'identitytype'] as const;

/** Whether an address carries any of them: the one test every page runs. */
export const ARRIVAL_QUERY = new RegExp(`[?&](${ARRIVAL_PARAMS.join('|')})=`);
