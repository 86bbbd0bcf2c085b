/**
 * For tests of stored rich text: a payload must come back inert wherever it was written (FAQ
 * answers, guides, to-dos, notifications).
 */
/** The usual stored-XSS payloads (OWASP's filter evasion cheat sheet, abridged). */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">klicka</a>',
  '<a href="JaVaScRiPt:alert(1)">klicka</a>',
  '<a href="&#106;avascript:alert(1)">klicka</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klicka</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<p style="background:url(javascript:alert(1))">text</p>',
  '<body onload=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '"><script>alert(1)</script>',
  '<p onclick="alert(1)">klick</p>',
  '<img src="/api/media/guide-images/abc/" onerror="alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

/** What must never survive: an executable tag, an event handler or a script URL. */
export const INERT =
  /<(script|iframe|object|embed|svg|math|form|body|style)|\son\w+\s*=|javascript:|data:text/i;
