import type { CurrentUser } from '@huella/contracts';

// docs/decisions/0011-reviews.md "Who changes a review": the server enforces these; the screens only decide what to offer.

/** Create, duplicate, delete and lock: the platform's super users. */
export const canManageReviews = (me: CurrentUser) => me.company.platform && me.role === 'super';

/** Change the factors and entries of an unlocked review: the platform's super and admin users. */
export const canEditReviews = (me: CurrentUser) => me.company.platform && (me.role === 'super' || me.role === 'admin');
