// The error vocabulary without zod: the web app imports it without pulling in the validation library.

/**
 * Every error the API answers with has one of these stable codes; the web app translates the
 * code, never the message. Adding a code here is how a new error becomes part of the contract.
 */
export const errorCodes = [
  'validation_failed',
  /** The request itself cannot be read: a URL that does not decode, a malformed header or body. */
  'bad_request',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'payload_too_large',
  'url_too_long',
  'unsupported_media_type',
  'rate_limited',
  'unauthorized',
  'forbidden',
  'conflict',
  'service_unavailable',
  'database_unavailable',
  /** Every database connection of the instance is in use (a rush): the same request soon succeeds. */
  'busy',
  'internal_error',
  // accounts
  'invalid_credentials',
  'email_taken',
  'invalid_token',
  'invalid_refresh_token',
  'invalid_reset_token',
  'email_not_found',
  'wrong_current_password',
  'address_exists',
  // cart and orders
  'not_enough_stock',
  'cart_empty',
  'order_not_cancellable',
  'invalid_status_transition',
  'status_not_undoable',
  'undo_window_passed',
  'order_not_editable',
  'unknown_delivery_city',
  'delivery_unavailable',
  'uds_code_invalid',
  'not_enough_bonuses',
  'loyalty_unavailable',
  /** The UDS company does not count in som: points are not spent until an operator fixes it. */
  'loyalty_currency_mismatch',
  'delivery_required',
  'order_not_payable',
  /** The order's last minutes were already stretched once for a payment page; it cannot be held longer. */
  'payment_time_running_out',
  'payment_unavailable',
  'promo_code_invalid',
  // refunds and returns (back office)
  'order_not_paid',
  'refund_exceeds_paid',
  'refund_not_retryable',
  'return_window_passed',
  'return_exceeds_ordered',
  // changes to an order by staff, and the buyer's answer (order-changes)
  /** Handed over (delivery, delivered), cancelled or failed: the order's contents are final. */
  'order_not_changeable',
  /** The change would leave the order without lines: cancel it instead. */
  'order_change_empties_order',
  /** The line already has a proposal waiting for the buyer. */
  'order_change_pending',
  /** The proposal was answered, withdrawn, or its order moved on: it can no longer be decided. */
  'order_change_closed',
  /** The change leaves nothing to pay by card (not accepted, not dearer, paid already, or not a card order). */
  'order_change_nothing_to_pay',
  /** Staff blocked this shopper: they may sign in and see their orders, not place new ones. */
  'customer_blocked',
  /** A paid order is cancelled through a refund, not a plain cancellation. */
  'order_paid',
  /** The order's link sets a password only while its account has none: the customer signs in instead. */
  'password_already_set',
  // retried requests (Idempotency-Key)
  'idempotency_key_reused',
  'idempotency_key_in_flight',
  // staff accounts
  /** A staff endpoint reached with a session that has not passed the second factor. */
  'second_factor_required',
  /** A wrong, expired or already used TOTP or recovery code. */
  'invalid_second_factor',
  /** Asked again before a change to one's own sign-in: the password or the code was wrong (not said which). */
  'reauthentication_failed',
  /** The server can no longer read the employee's authenticator (its TOTP key changed): an admin resets it. */
  'second_factor_unreadable',
  'invalid_invite',
  /** An invitation that was accepted, withdrawn or has expired cannot be withdrawn. */
  'invite_closed',
  /** The change would leave the shop without an active admin. */
  'last_admin',
  // the requests inbox
  /** A help question sent without an email cannot be answered by email. */
  'no_reply_address',
  // cash and bank-transfer orders
  /** Bank transfer needs the buyer's complete company details in the profile. */
  'legal_entity_required',
  /** Marking paid or an invoice asked of an order paid by card. */
  'not_offline_order',
  // stock (back office)
  /** The change would leave fewer units in the shop than open orders have put aside. */
  'stock_below_reserved',
  // locations and transfers (back office)
  /** The transfer is not in the state the action needs (dispatch a created one, receive one in transit). */
  'transfer_status',
  /** A received line is not on the transfer, or more arrived than was sent. */
  'transfer_receipt_mismatch',
  /** Fewer units arrived than were sent: the receipt needs a note. */
  'receipt_note_required',
  /** A transfer made for an order ends with the order, not by hand. */
  'transfer_for_order',
  /** The delivery choice cannot change: a transfer is already bringing the order's goods. */
  'order_stock_moving',
  /** No active location has this code (or it is not a pickup point, where one is needed). */
  'unknown_location',
  /** The default location must stay active and selling: make another one the default first. */
  'default_location_required',
  /** A location still holding free units, open orders' units or goods on the way cannot close. */
  'location_holds_stock',
  // the catalogue (back office)
  /** A draft (unpublished) product cannot be put in the cart or ordered. */
  'product_unavailable',
  'variation_unavailable',
  /** Someone else saved the same object since it was opened: reload and apply the changes again. */
  'edited_elsewhere',
  /** A unique value (SKU, barcode) is already used; `fields` says which. */
  'value_taken',
  /** A variation that appears in orders cannot be deleted, only hidden. */
  'variation_ordered',
  // photos (staff uploads)
  /** Not a JPEG, PNG, WebP or AVIF by its bytes (a renamed file, a HEIC this build cannot read). */
  'image_type_unsupported',
  /** Over 15 MB. */
  'image_too_large',
  /** Over 40 megapixels: refused from the header, before decoding (a decompression bomb). */
  'image_too_many_pixels',
  /** One side over 5 times the other: no variant of it could be encoded (or only at a great cost). */
  'image_too_elongated',
  /** The header promises an image the bytes do not hold. */
  'image_corrupt',
  // brands, categories (back office)
  /** Products or sub-categories still refer to it: it can be hidden, not deleted. */
  'taxonomy_in_use',
  /** The change would put products on a category that has sub-categories, or nest deeper than two levels. */
  'category_not_leaf',
  // reviews
  /** The shopper has reviewed this product already: they edit that review instead. */
  'review_exists',
  /** A review carries at most three photos. */
  'review_photo_limit',
  /** Shoppers cannot vote for their own review. */
  'own_review',
  // photos
  /**
   * The picture (the same bytes: its SHA-256, the image's content hash) is already in this
   * product's gallery or on this review: a second copy is not added.
   */
  'photo_already_added',
  // WhatsApp webhooks (Meta's servers, not shoppers)
  /** The delivery's X-Hub-Signature-256 is not the HMAC of its body with the app secret. */
  'whatsapp_signature_invalid',
  /** The subscription handshake's hub.verify_token is not the store's. */
  'whatsapp_verify_token_invalid',
  // the accounting exchange (back office)
  /** The exchange cannot be turned on without its login and a password. */
  'exchange_account_incomplete',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Why a single field is invalid. Form schemas use these as their zod messages, so the server
 * answers them as `fields.<name>.code` and the web app translates them (spec §5).
 */
export const fieldErrorMessages = {
  required: 'This field is required',
  invalid_email: 'Enter a valid email',
  invalid_phone: 'Enter a valid phone number',
  password_too_short: 'The password must have at least 8 characters',
  password_too_long: 'The password must have at most 128 characters',
  password_too_common: 'This password is too common, choose another one',
  passwords_mismatch: 'Passwords must match',
  must_accept_terms: 'You must accept the terms and conditions',
  must_be_adult: 'You must be 18 or older',
  invalid_value: 'Invalid value',
  unknown_field: 'This field cannot be set',
  too_long: 'The text is too long',
  invalid_uds_code: 'Enter the code from the UDS app',
  promo_code_unknown: 'There is no such promo code',
  promo_code_expired: 'This promo code is not valid now',
  promo_code_min_order: 'The order is too small for this promo code',
  promo_code_exhausted: 'This promo code has been used up',
  promo_code_used: 'You have already used this promo code',
  invalid_bonus_points: 'Enter a correct number of bonuses',
  invalid_inn: 'The INN has 14 digits',
  invalid_bic: 'The BIC has 6 digits',
  invalid_bank_account: 'The account number has 16 digits',
  taken: 'This value is already used by another product',
  ends_before_start: 'The end must come after the start',
  slug_taken: 'This address name is already used',
  promo_code_taken: 'A promo code with this name already exists',
  review_too_short: 'Write at least 10 characters',
} as const;
export type FieldErrorCode = keyof typeof fieldErrorMessages;

export function isFieldErrorCode(value: string): value is FieldErrorCode {
  return Object.hasOwn(fieldErrorMessages, value);
}
