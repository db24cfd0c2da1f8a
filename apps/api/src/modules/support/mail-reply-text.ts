// Only the new words of an e-mail reply: mail clients append the whole thread ("On … wrote:", Outlook's
// "-----Original Message-----" or "From:" block, "> " lines, Russian "пишет:") and a signature ("-- ", "Sent from
// my iPhone"); a ticket that kept them would repeat itself with every reply.

const QUOTE_HEADERS: RegExp[] = [
  // Gmail, Apple Mail, Thunderbird: "On Tue, 3 Nov 2026 at 10:00, Support <…> wrote:" (sometimes split in two lines).
  /^On\b.+wrote:\s*$/i,
  /^On\b.+(?:\r?\n).+wrote:\s*$/im,
  // Russian and Uzbek clients: "28 нояб. 2026 г., в 10:00, Support <…> пишет:" / "… написал(а):" / "… yozdi:".
  /^.+(?:пишет|написал\(а\)|написал|написала|yozdi|ёзди):\s*$/i,
  // Outlook.
  /^-{2,}\s*(?:Original Message|Исходное сообщение|Пересылаемое сообщение|Forwarded message)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^(?:From|От|Kimdan):\s.+$/i,
];

const SIGNATURE_LINES: RegExp[] = [
  /^--\s?$/,
  /^(?:Sent from my|Отправлено с|Отправлено из|Get Outlook for)\b.*$/i,
];

/** Cuts the quoted history and the signature; what is left is trimmed. A reply that was only a quote stays whole. */
export function newTextOfReply(text: string): string {
  const normalized = text.replace(/\r\n/g, '\n');
  const lines = normalized.split('\n');
  let end = lines.length;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const twoLines = `${line}\n${lines[index + 1] ?? ''}`;
    const startsQuote =
      /^\s*>/.test(line) ||
      QUOTE_HEADERS.some(
        (pattern) => pattern.test(line) || (pattern.flags.includes('m') && pattern.test(twoLines)),
      );
    const startsSignature = SIGNATURE_LINES.some((pattern) => pattern.test(line.trim()));
    if (startsQuote || startsSignature) {
      end = index;
      break;
    }
  }
  const kept = lines.slice(0, end).join('\n').trim();
  return kept === '' ? normalized.trim() : kept;
}
