// Demo content of the learning sections: five exam models (GRE, TOEFL, IELTS, GMAT,
// SAT) and five e-library books, each with a real generated PDF copied into the file service's
// storage, and a few lectures-and-workshops resources. Called once, on a new database.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { indexedKeyOf } from "../lib/search/arabic";
import { readConfig } from "../scripts/config.mjs";
import { makePdf, type PdfPage } from "./demo-files/pdf";

const ALL_RESOURCES = ["practiceTests", "studyGuides", "videoTutorials"];

/** Writes a file as the file service would: a random name under UPLOAD_DIR, and its owner row (an admin's upload for `purpose`). */
async function store(db: PrismaClient, bytes: Buffer, ext: string, purpose: "exam" | "book") {
  const dir = path.resolve(readConfig().UPLOAD_DIR);
  await mkdir(dir, { recursive: true });
  const key = `${randomBytes(16).toString("hex")}.${ext}`;
  await writeFile(path.join(dir, key), bytes, { flag: "wx" });
  await db.upload.create({ data: { key, purpose, claimedAt: new Date() } });
  return { key, size: bytes.byteLength };
}

const practicePages = (exam: string, sections: string[]): PdfPage[] => [
  {
    heading: `${exam} - Practice Model`,
    lines: [
      "Manara preparatory exams",
      "",
      "Instructions:",
      "- Read each question carefully.",
      "- Time yourself as in the real exam.",
      "- Answers are on the last page.",
    ],
  },
  ...sections.map((s, i) => ({
    heading: `Section ${i + 1}: ${s}`,
    lines: [1, 2, 3, 4, 5].map((q) => `Question ${q}. Choose the best answer:  (A)   (B)   (C)   (D)`),
  })),
  { heading: "Answer key", lines: sections.map((s, i) => `Section ${i + 1} (${s}): 1-B  2-D  3-A  4-C  5-B`) },
];

export const DEMO_EXAMS = [
  {
    name: "GRE",
    file: "GRE-practice-model.pdf",
    image: "/images/learning/exam-gre.svg",
    difficulty: "Advanced",
    category: "الدراسات العليا",
    duration: 225,
    sections: ["Verbal Reasoning", "Quantitative Reasoning", "Analytical Writing"],
    description: "نموذج تدريبي شامل لاختبار GRE العام بأقسامه الثلاثة: الاستدلال اللفظي والكمي والكتابة التحليلية.",
  },
  {
    name: "TOEFL",
    file: "TOEFL-practice-model.pdf",
    image: "/images/learning/exam-toefl.svg",
    difficulty: "Intermediate",
    category: "اللغة الإنجليزية",
    duration: 120,
    sections: ["Reading", "Listening", "Speaking", "Writing"],
    description: "نموذج اختبار TOEFL iBT بمهارات القراءة والاستماع والتحدث والكتابة مع مفتاح الإجابات.",
  },
  {
    name: "IELTS",
    file: "IELTS-practice-model.pdf",
    image: "/images/learning/exam-ielts.svg",
    difficulty: "Intermediate",
    category: "اللغة الإنجليزية",
    duration: 165,
    sections: ["Listening", "Academic Reading", "Writing", "Speaking"],
    description: "نموذج IELTS الأكاديمي للتدريب على الأقسام الأربعة في ظروف تشبه الاختبار الحقيقي.",
  },
  {
    name: "GMAT",
    file: "GMAT-practice-model.pdf",
    image: "/images/learning/exam-gmat.svg",
    difficulty: "Advanced",
    category: "إدارة الأعمال",
    duration: 135,
    sections: ["Quantitative Reasoning", "Verbal Reasoning", "Data Insights"],
    description: "نموذج GMAT لطلاب إدارة الأعمال: الاستدلال الكمي واللفظي ورؤى البيانات.",
  },
  {
    name: "SAT",
    file: "SAT-practice-model.pdf",
    image: "/images/learning/exam-sat.svg",
    difficulty: "Beginner",
    category: "القبول الجامعي",
    duration: 134,
    sections: ["Reading and Writing", "Math"],
    description: "نموذج SAT الرقمي للقبول الجامعي بقسمي القراءة والكتابة والرياضيات.",
  },
] as const;

export const DEMO_BOOKS = [
  {
    title: "مناهج البحث العلمي",
    type: "كتاب",
    author: "د. أحمد بدر",
    subject: "منهجية البحث",
    year: "2019",
    category: "منهجية البحث",
    file: "research-methods.pdf",
    image: "/images/learning/book-research-methods.svg",
  },
  {
    title: "الإحصاء التطبيقي للباحثين",
    type: "كتاب",
    author: "د. سامية النجار",
    subject: "الإحصاء",
    year: "2021",
    category: "الإحصاء",
    file: "applied-statistics.pdf",
    image: "/images/learning/book-statistics.svg",
  },
  {
    title: "مقدمة في الذكاء الاصطناعي",
    type: "مرجع",
    author: "د. خالد العمري",
    subject: "علوم الحاسب",
    year: "2023",
    category: "التقنية",
    file: "intro-to-ai.pdf",
    image: "/images/learning/book-ai.svg",
  },
  {
    title: "دليل الكتابة الأكاديمية",
    type: "دليل",
    author: "د. منى الشريف",
    subject: "الكتابة العلمية",
    year: "2020",
    category: "منهجية البحث",
    file: "academic-writing-guide.pdf",
    image: "/images/learning/book-writing.svg",
  },
  {
    title: "أساسيات علوم البيئة",
    type: "كتاب",
    author: "د. يوسف الحربي",
    subject: "علوم البيئة",
    year: "2018",
    category: "العلوم",
    file: "environmental-science.pdf",
    image: "/images/learning/book-environment.svg",
  },
] as const;

const DEMO_RESOURCES = [
  {
    title: "ورشة: كتابة مقترح بحثي ناجح",
    description: "خطوات عملية لصياغة المشكلة والأهداف والمنهجية في مقترح بحثي مقنع.",
    type: "guide",
    author: "فريق منارة",
    url: "https://www.nature.com/articles/d41586-019-03431-z",
  },
  {
    title: "محاضرة: مدخل إلى مراجعة الأدبيات",
    description: "كيف تبني مراجعة أدبيات منهجية وتنظم مصادرك.",
    type: "video",
    author: "د. منى الشريف",
    url: "https://www.youtube.com/watch?v=zLGQKq5bZCU",
  },
  {
    title: "مقالة: أخلاقيات البحث العلمي",
    description: "المبادئ الأساسية للنزاهة العلمية والموافقة المستنيرة.",
    type: "article",
    author: "د. أحمد بدر",
    url: "https://en.wikipedia.org/wiki/Research_ethics",
  },
] as const;

export async function seedLearning(db: PrismaClient, now: number) {
  if ((await db.exam.count()) + (await db.book.count()) + (await db.learningResource.count()) > 0) return;
  // oldest first, so the list (newest first) starts with GRE
  for (const [i, e] of [...DEMO_EXAMS].reverse().entries()) {
    const pdf = await store(db, makePdf({ title: `${e.name} practice model`, pages: practicePages(e.name, [...e.sections]) }), "pdf", "exam");
    await db.exam.create({
      data: {
        name: e.name,
        description: e.description,
        difficulty: e.difficulty,
        category: e.category,
        resources: JSON.stringify(ALL_RESOURCES),
        durationMinutes: e.duration,
        imagePath: e.image,
        fileKey: pdf.key,
        fileName: e.file,
        fileSize: pdf.size,
        searchKey: indexedKeyOf(e.name, e.description, e.category, e.difficulty),
        createdAt: new Date(now - (i + 1) * 86_400_000),
      },
    });
  }
  for (const [i, b] of [...DEMO_BOOKS].reverse().entries()) {
    const pages: PdfPage[] = [
      {
        heading: "Manara e-library",
        lines: [
          `Book file: ${b.file}`,
          `Year: ${b.year}`,
          "",
          "Table of contents",
          "1. Introduction",
          "2. Core concepts",
          "3. Worked examples",
          "4. Further reading",
        ],
      },
      {
        heading: "1. Introduction",
        lines: ["This demo document stands in for the full text of the book.", "Replace it from the admin screen with the real document."],
      },
    ];
    const pdf = await store(db, makePdf({ title: b.file.replace(/\.pdf$/, ""), pages }), "pdf", "book");
    const { file, image, ...data } = b;
    await db.book.create({
      data: {
        ...data,
        coverPath: image,
        fileKey: pdf.key,
        fileName: file,
        fileSize: pdf.size,
        searchKey: indexedKeyOf(b.title, b.type, b.author, b.subject, b.year, b.category),
        createdAt: new Date(now - (i + 1) * 86_400_000),
      },
    });
  }
  for (const [i, r] of [...DEMO_RESOURCES].reverse().entries()) {
    const { url, ...data } = r;
    await db.learningResource.create({
      data: {
        ...data,
        status: "Published",
        downloadUrl: url,
        searchKey: indexedKeyOf(r.title, r.description, r.author, r.type),
        createdAt: new Date(now - (i + 1) * 3_600_000),
      },
    });
  }
}
