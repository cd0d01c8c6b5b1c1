import { listingPages, type ListingPage } from '@/data/pages/listings';
import { branded } from './brand';

/** A hand-built page's own words, brand tokens resolved (small: pages import it directly). */
export const getListing = (page: ListingPage): ListingPage => branded(page);

export const getListingPages = (): ListingPage[] => branded(listingPages);
