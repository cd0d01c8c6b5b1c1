/**
 * Everything a person's visit adds after the first paint, behind one dynamic import (each import
 * site costs the first load its own loader): bot detection, then on demand the Firebase Auth
 * session and the consent banner, each its own chunk again.
 */
export { isBotVisitor } from '@/lib/auth/botVisitor';

export const openAuthSession = () => import('@/lib/auth/loadAuthSession').then((module) => module.openAuthSession());

export const startCookieBanner = () => import('@/lib/consent/cookieBanner').then((module) => module.startCookieBanner());

export const showCookieSettings = () => import('@/lib/consent/cookieBanner').then((module) => module.showCookieSettings());
