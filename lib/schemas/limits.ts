// The numbers the rules' messages name (a password's least length, an image's size, a comment's
// edit window…), given to the messages as number arguments: each shows in the reader's digits, and
// the words follow the rule when the rule's number changes.
import { COMMENT_EDIT_WINDOW_MS } from "@/lib/comments/rules";
import { IMAGE_MAX_BYTES } from "@/lib/files/files";
import { MAX_TAG_LENGTH, MAX_TAGS } from "@/lib/partnership/rules";
import { HANDLE_MAX, HANDLE_MIN } from "@/lib/users/handles";

// This module stays free of zod: the forms' message code imports it, and zod loads only with a
// form's validation, when the form is first used.

/** A new password's least length. */
export const PASSWORD_MIN = 8;
/** The longest an exam may last, in minutes (a day). */
export const EXAM_DURATION_MAX = 1440;
/** The longest reading time an article may name, in minutes. */
export const READ_TIME_MAX = 600;
/** At most this many keywords an article, each at most KEYWORD_MAX characters. */
export const KEYWORDS_MAX = 20;
export const KEYWORD_MAX = 50;
/** The longest English name of an e-library or exam category. */
export const LEARNING_NAME_MAX = 100;

const MB = 1024 * 1024;
/** Whole megabytes of a size in bytes, as the messages name it. */
export const megabytes = (bytes: number) => Math.floor(bytes / MB);

/** How long a member waits between a handle's changes (three in this many days). */
export const HANDLE_CHANGE_DAYS = 30;

/** The values of the `Validation` messages that name a limit, by key. */
export const VALIDATION_LIMITS: Record<string, Record<string, number>> = {
  passwordMin: { min: PASSWORD_MIN },
  imageTooLarge: { mb: megabytes(IMAGE_MAX_BYTES) },
  readTimeInvalid: { min: 1, max: READ_TIME_MAX },
  tagTooLong: { max: MAX_TAG_LENGTH },
  tooManyTags: { max: MAX_TAGS },
  keywordTooLong: { max: KEYWORD_MAX },
  tooManyKeywords: { max: KEYWORDS_MAX },
  durationInvalid: { min: 1, max: EXAM_DURATION_MAX },
  handleInvalid: { min: HANDLE_MIN, max: HANDLE_MAX },
};

/** The values every `Errors` message may name besides the wait. */
export const ERROR_LIMITS = { editWindow: COMMENT_EDIT_WINDOW_MS / 60_000, handleDays: HANDLE_CHANGE_DAYS };
