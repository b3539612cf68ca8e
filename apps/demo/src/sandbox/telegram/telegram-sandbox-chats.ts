/**
 * Chats the Telegram simulator treats specially, like the payment sandbox's test cards: any
 * other chat id receives every message.
 */
export const sandboxTelegramChats = {
  /** The store's default chat outside production. */
  shop: '-1001000000001',
  /** Answers 400 "chat not found", as for a chat the bot was never added to. */
  notFound: '-1001000000404',
  /** Flood control: every other message (the first, third, …) is refused with 429. */
  flooded: '-1001000000429',
} as const;

/** What the flooded chat asks the bot to wait, in seconds (`parameters.retry_after`). */
export const FLOOD_RETRY_AFTER_SECONDS = 3;
