// Demo Q&A and topic suggestions for a new database: realistic Arabic questions with answers (some
// accepted, some voted on) and topics in both statuses, one past its deadline. Called by seed.ts.
import type { PrismaClient } from "../lib/generated/prisma/client";
import { indexedKeyOf } from "../lib/search/arabic";
import { dayIn } from "../lib/topics/rules";
import { readConfig } from "../scripts/config.mjs";
import { DEMO_MEMBERS } from "./seed-data";

const [LAYLA, OMAR, SARA, YOUSSEF] = DEMO_MEMBERS.map((m) => m.email);
const DAY = 86_400_000;

type DemoAnswer = { by: string; text: string; hoursAfter: number; voters: string[]; accepted?: boolean };
type DemoQuestion = { by: string; daysAgo: number; status: string; title: string; description: string; keyword: string; answers: DemoAnswer[] };

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    by: SARA,
    daysAgo: 1,
    status: "approved",
    keyword: "مكتبة رقمية",
    title: "كيف أصل إلى مكتبة رقمية تتيح الأبحاث المحكّمة مجاناً؟",
    description: "أنا طالبة ماجستير ولا تشترك جامعتي في قواعد بيانات كثيرة. هل توجد مكتبة رقمية موثوقة أستطيع منها تحميل الأوراق المحكّمة دون اشتراك؟",
    answers: [
      {
        by: LAYLA,
        hoursAfter: 3,
        voters: [OMAR, YOUSSEF],
        accepted: true,
        text: "ابدئي بـ DOAJ للمجلات مفتوحة الوصول، وCORE وBASE للبحث في المستودعات الجامعية.\nوإضافة Unpaywall إلى المتصفح تجد لك النسخة المجانية القانونية من الورقة إن وُجدت.",
      },
      { by: OMAR, hoursAfter: 6, voters: [SARA], text: "راسلي المؤلف مباشرة؛ معظم الباحثين يرسلون نسخة من ورقتهم بكل سرور. وResearchGate مفيد لذلك أيضاً." },
      { by: YOUSSEF, hoursAfter: 20, voters: [], text: "تحققي أيضاً من بنك المعرفة في بلدك إن وُجد، فبعض الدول توفر اشتراكاً وطنياً مجانياً للطلاب." },
    ],
  },
  {
    by: YOUSSEF,
    daysAgo: 3,
    status: "approved",
    keyword: "إحصاء",
    title: "ما الفرق بين اختبار t واختبار مان-ويتني، ومتى أستخدم كلاً منهما؟",
    description: "لدي مجموعتان مستقلتان من الطلاب (30 في كل مجموعة) وأريد مقارنة درجاتهم. كيف أعرف أي اختبار هو الأنسب لبياناتي؟",
    answers: [
      {
        by: SARA,
        hoursAfter: 2,
        voters: [LAYLA, OMAR],
        text: "اختبار t يفترض أن البيانات تتوزع توزيعاً طبيعياً وأن التباين متقارب. افحصي ذلك باختبار Shapiro-Wilk ورسم Q-Q.\nإذا لم يتحقق الافتراض، فاختبار مان-ويتني هو البديل اللامعلمي المناسب.",
      },
      {
        by: LAYLA,
        hoursAfter: 9,
        voters: [],
        text: "مع 30 مشاركاً في كل مجموعة يكون اختبار t متيناً نسبياً أمام الانحراف البسيط عن الطبيعية، لكن انتبهي للقيم المتطرفة.",
      },
    ],
  },
  {
    by: OMAR,
    daysAgo: 5,
    status: "approved",
    keyword: "كتابة أكاديمية",
    title: "كم مصدراً يكفي في مراجعة الأدبيات لرسالة الماجستير؟",
    description: "المشرف يقول «بقدر الحاجة» ولا يحدد رقماً. هل هناك معيار متعارف عليه في التخصصات الهندسية؟",
    answers: [
      {
        by: LAYLA,
        hoursAfter: 5,
        voters: [SARA, YOUSSEF, OMAR],
        accepted: true,
        text: "لا يوجد رقم ثابت، لكن رسائل الماجستير الهندسية تتراوح عادة بين 40 و80 مصدراً.\nالمعيار الحقيقي هو التشبع: حين تتكرر الأفكار نفسها في المصادر الجديدة، تكون قد غطيت المجال.",
      },
    ],
  },
  {
    by: LAYLA,
    daysAgo: 8,
    status: "approved",
    keyword: "أخلاقيات البحث",
    title: "هل أحتاج موافقة لجنة الأخلاقيات لاستبيان إلكتروني مجهول الهوية؟",
    description: "سأوزع استبياناً عبر الإنترنت على طلاب جامعيين دون جمع أسماء أو بريد إلكتروني. هل تلزمني موافقة رسمية؟",
    answers: [],
  },
  {
    by: SARA,
    daysAgo: 0,
    status: "pending",
    keyword: "Zotero",
    title: "أفضل طريقة لتنظيم المراجع بين Zotero وMendeley",
    description: "أعمل مع فريق من ثلاثة باحثين، وأريد مكتبة مراجع مشتركة تتزامن بيننا. أيهما أنسب؟",
    answers: [],
  },
];

type DemoTopic = {
  by: string;
  daysAgo: number;
  status: string;
  deadlineInDays: number;
  title: string;
  author: string;
  requirements: string;
  applicants: string[];
};

export const DEMO_TOPICS: DemoTopic[] = [
  {
    by: LAYLA,
    daysAgo: 2,
    status: "Active",
    deadlineInDays: 30,
    author: "د. ليلى حداد",
    title: "أثر النوم على التحصيل الدراسي لطلاب كليات الطب",
    requirements: "طالب طب أو صحة عامة، معرفة بأساسيات SPSS أو R، والتزام بثماني ساعات أسبوعياً لمدة ثلاثة أشهر.",
    applicants: [SARA, YOUSSEF],
  },
  {
    by: OMAR,
    daysAgo: 4,
    status: "Active",
    deadlineInDays: 45,
    author: "م. عمر صالح",
    title: "رصد جودة الهواء في المدن بمستشعرات منخفضة التكلفة",
    requirements: "خلفية في الإلكترونيات أو علوم البيئة، وخبرة في Arduino أو Raspberry Pi ميزة إضافية.",
    applicants: [LAYLA],
  },
  {
    by: YOUSSEF,
    daysAgo: 20,
    status: "Active",
    deadlineInDays: -3,
    author: "يوسف بن علي",
    title: "تحليل المشاعر في التغريدات العربية باللهجات المحلية",
    requirements: "معرفة بـ Python ومعالجة اللغات الطبيعية، والقدرة على توسيم بيانات بلهجة عربية واحدة على الأقل.",
    applicants: [OMAR, SARA],
  },
  {
    by: SARA,
    daysAgo: 1,
    status: "Under Review",
    deadlineInDays: 60,
    author: "سارة القحطاني",
    title: "استخدام الطلاب لأدوات الذكاء الاصطناعي في الكتابة الأكاديمية",
    requirements: "اهتمام بالبحث التربوي، والقدرة على إجراء مقابلات شبه منظمة وتحليلها نوعياً.",
    applicants: [],
  },
];

export async function seedCommunity(db: PrismaClient, now: number) {
  if ((await db.question.count()) > 0 || (await db.topic.count()) > 0) return;
  const members = await db.user.findMany({ where: { email: { in: DEMO_MEMBERS.map((m) => m.email) } }, select: { id: true, email: true, name: true } });
  const byEmail = new Map(members.map((m) => [m.email, m]));
  // oldest first, so ids follow the order they were asked in
  for (const q of [...DEMO_QUESTIONS].reverse()) {
    const asker = byEmail.get(q.by)!;
    const askedAt = now - q.daysAgo * DAY - 2 * 3_600_000;
    const question = await db.question.create({
      data: {
        title: q.title,
        description: q.description,
        keyword: q.keyword,
        status: q.status,
        userId: asker.id,
        authorName: asker.name,
        searchKey: indexedKeyOf(q.title, q.description, q.keyword),
        createdAt: new Date(askedAt),
      },
    });
    for (const a of q.answers) {
      const author = byEmail.get(a.by)!;
      const answer = await db.answer.create({
        data: {
          questionId: question.id,
          text: a.text,
          userId: author.id,
          authorName: author.name,
          createdAt: new Date(Math.min(askedAt + a.hoursAfter * 3_600_000, now)),
          votes: { create: a.voters.filter((v) => v !== a.by).map((v) => ({ userId: byEmail.get(v)!.id })) },
        },
      });
      if (a.accepted) await db.question.update({ where: { id: question.id }, data: { acceptedAnswerId: answer.id } });
    }
  }
  for (const t of [...DEMO_TOPICS].reverse()) {
    const suggester = byEmail.get(t.by)!;
    await db.topic.create({
      data: {
        title: t.title,
        author: t.author,
        requirements: t.requirements,
        status: t.status,
        userId: suggester.id,
        deadline: dayIn(new Date(now + t.deadlineInDays * DAY), readConfig().APP_TIME_ZONE),
        searchKey: indexedKeyOf(t.title, t.author, t.requirements),
        createdAt: new Date(now - t.daysAgo * DAY),
        applications: {
          create: t.applicants.map((email) => ({
            userId: byEmail.get(email)!.id,
            motivation: "أعمل على موضوع قريب في مشروع تخرجي، ويسعدني المساهمة في جمع البيانات وتحليلها.",
          })),
        },
      },
    });
  }
}
