"use client";

// The root layout itself failed, so no translations are available: both languages, plainly.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="ar" dir="rtl">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <div role="alert" style={{ textAlign: "center", padding: 24 }}>
          <h1>خطأ غير متوقع في التطبيق!</h1>
          <h2 lang="en" dir="ltr">
            Unexpected Application Error!
          </h2>
          <button onClick={reset} style={{ padding: "8px 16px", marginTop: 12 }}>
            إعادة المحاولة / Try again
          </button>
        </div>
      </body>
    </html>
  );
}
