/**
 * The id of the place under the home's banner that 我的搜索 moves into while a search has new
 * announcements. A module of its own, without 'use client', so the server page renders the place.
 */
export const SAVED_SEARCHES_RAISED_ID = 'saved-searches-raised';
