import type { Messages } from '@/shared/i18n/messages';
import type { staffReviews as ru } from './ru';

export const staffReviews: Messages<typeof ru> = {
  title: 'Reviews',
  tabs: { pending: 'Waiting', published: 'Published', rejected: 'Rejected' },
  empty: 'Nothing here yet',
  rating: 'Rated {{rating}} out of 5',
  verified: 'Verified purchase',
  held: 'Held automatically: {{reasons}}',
  holdReasons: {
    profanity: 'obscene words',
    link: 'a link',
    phone: 'a phone number',
    marketplace: 'a marketplace, messenger or an offer to sell',
  },
  rejectedBecause: 'Rejected because: {{reason}}',
  approve: 'Publish',
  reject: 'Reject',
  reason: 'Reason (the author will see it)',
  confirmReject: 'Reject the review',
  cancel: 'Cancel',
  approved: 'The review is published',
  rejected: 'The review is rejected',
  photo: "The review's photo",
  previous: 'Previous',
  next: 'Next',
};
