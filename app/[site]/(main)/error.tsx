'use client';

// A part of the page's content that failed: header and footer stay, the content gets the message.
export { default } from '@/components/site/page-error';
