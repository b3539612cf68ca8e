import type { Messages } from '@/shared/i18n/messages';
import type { reviews as ru } from './ru';

export const reviews: Messages<typeof ru> = {
  title: 'Reviews',
  summary: {
    average: 'Average rating {{average}} out of 5',
    count_one: '{{count}} review',
    count_few: '{{count}} reviews',
    count_many: '{{count}} reviews',
    count_other: '{{count}} reviews',
    none: 'No reviews yet — be the first',
    bar: '{{stars}} ★: {{count}}',
  },
  sort: {
    label: 'Sort reviews',
    newest: 'Newest first',
    helpful: 'Most helpful',
  },
  item: {
    rating: 'Rated {{rating}} out of 5',
    verified: 'Verified purchase',
    helpful: 'Helpful ({{count}})',
    photo: 'Photo by {{author}}',
  },
  more: 'Show more',
  form: {
    title: 'Your review',
    editTitle: 'Edit your review',
    signIn: 'Sign in to write a review',
    rating: 'Rating',
    star_one: '{{count}} star',
    star_few: '{{count}} stars',
    star_many: '{{count}} stars',
    star_other: '{{count}} stars',
    text: 'Your review',
    textHint: 'Tell how the product suited you: texture, scent, result',
    photos: 'Photos (up to three)',
    addPhoto: 'Add a photo',
    removePhoto: 'Remove the photo',
    submit: 'Send review',
    save: 'Save changes',
    edit: 'Edit',
    chooseRating: 'Choose a rating',
    sent: 'Thank you! Your review will appear once a moderator has checked it',
  },
  status: {
    pending: 'Your review is being checked — it will appear once a moderator approves it.',
    published: 'Your review is published.',
    rejected: 'A moderator rejected your review: {{reason}}',
  },
};
