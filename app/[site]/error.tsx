'use client';

// A part of the tenant's page frame (header, menus) that failed: the page's place gets the message.
export { default } from '@/components/site/page-error';
