-- CreateTable
CREATE TABLE "LearningLabel" (
    "ar" TEXT NOT NULL PRIMARY KEY,
    "en" TEXT NOT NULL
);

-- The names the site ships with, so the table is the one place an English name is kept.
INSERT INTO "LearningLabel" ("ar", "en") VALUES
    ('منهجية البحث', 'Research methods'),
    ('الإحصاء', 'Statistics'),
    ('التقنية', 'Technology'),
    ('العلوم', 'Sciences'),
    ('الدراسات العليا', 'Graduate studies'),
    ('اللغة الإنجليزية', 'English language'),
    ('إدارة الأعمال', 'Business administration'),
    ('القبول الجامعي', 'University admission'),
    ('كتاب', 'Book'),
    ('مرجع', 'Reference'),
    ('دليل', 'Guide');
