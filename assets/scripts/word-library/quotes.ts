/**
 * The quotations of the daily word library. Every one is in the public domain: its author
 * died before 1955, so the words are free everywhere the term is the author's life plus 70
 * years or less. Only well-documented lines with their source noted (no "as everyone says
 * Twain said"), kept short enough for the congratulations card.
 */

export interface Quote {
  text: string;
  author: string;
}

/** WordNet's attributions (as its glosses spell them) of authors who died before 1955, with the name to show. */
export const PUBLIC_DOMAIN_AUTHORS: Readonly<Record<string, string>> = {
  Shakespeare: 'William Shakespeare',
  'Nathaniel Hawthorne': 'Nathaniel Hawthorne',
  'N. Hawthorne': 'Nathaniel Hawthorne',
  'Sir Walter Scott': 'Sir Walter Scott',
  'Walter Scott': 'Sir Walter Scott',
  'Walter scott': 'Sir Walter Scott',
  'Charles Dickens': 'Charles Dickens',
  'Bram Stoker': 'Bram Stoker',
  'Willa Cather': 'Willa Cather',
  'Thomas Hardy': 'Thomas Hardy',
  'John Milton': 'John Milton',
  Milton: 'John Milton',
  'H.G.Wells': 'H. G. Wells',
  'George Meredith': 'George Meredith',
  Wordsworth: 'William Wordsworth',
  'William Wordsworth': 'William Wordsworth',
  'William James': 'William James',
  'W.M.Thackeray': 'William Makepeace Thackeray',
  Thackeray: 'William Makepeace Thackeray',
  'W.H.Hudson': 'W. H. Hudson',
  'Mark Twain': 'Mark Twain',
  'John Galsworthy': 'John Galsworthy',
  Galsworthy: 'John Galsworthy',
  'Jane Austen': 'Jane Austen',
  'Herman Melville': 'Herman Melville',
  Melville: 'Herman Melville',
  'Anthony Trollope': 'Anthony Trollope',
  'A.Lincoln': 'Abraham Lincoln',
  'Abraham Lincoln': 'Abraham Lincoln',
  'Thomas Gray': 'Thomas Gray',
  Tennyson: 'Alfred, Lord Tennyson',
  'Alfred Tennyson': 'Alfred, Lord Tennyson',
  'P.B.Shelley': 'Percy Bysshe Shelley',
  Longfellow: 'Henry Wadsworth Longfellow',
  'John Ruskin': 'John Ruskin',
  'George Eliot': 'George Eliot',
  'G.K.Chesterton': 'G. K. Chesterton',
  'E.A.Poe': 'Edgar Allan Poe',
  'Christina Rossetti': 'Christina Rossetti',
  'Alexander Pope': 'Alexander Pope',
  'Henry David Thoreau': 'Henry David Thoreau',
  'Emily Dickinson': 'Emily Dickinson',
  'John Dryden': 'John Dryden',
  Dryden: 'John Dryden',
  'John Keats': 'John Keats',
  'Lord Byron': 'Lord Byron',
  'Lewis Carroll': 'Lewis Carroll',
  'Oscar Wilde': 'Oscar Wilde',
  'Benjamin Franklin': 'Benjamin Franklin',
  'R.W.Emerson': 'Ralph Waldo Emerson',
  'Thomas Jefferson': 'Thomas Jefferson',
  'Rudyard Kipling': 'Rudyard Kipling',
  'Joseph Conrad': 'Joseph Conrad',
  'Jonathan Swift': 'Jonathan Swift',
  Swift: 'Jonathan Swift',
  'Samuel Johnson': 'Samuel Johnson',
  'Dr. Johnson': 'Samuel Johnson',
  'Robert Browning': 'Robert Browning',
  'S.T.Coleridge': 'Samuel Taylor Coleridge',
  Coleridge: 'Samuel Taylor Coleridge',
  'Daniel Defoe': 'Daniel Defoe',
  'Edith Wharton': 'Edith Wharton',
  'J.M.Barrie': 'J. M. Barrie',
  'O.Henry': 'O. Henry',
  'Francis Bacon': 'Francis Bacon',
  Bacon: 'Francis Bacon',
  'Charles Darwin': 'Charles Darwin',
  'Henry Fielding': 'Henry Fielding',
  'Thomas Carlyle': 'Thomas Carlyle',
  'Theodore Roosevelt': 'Theodore Roosevelt',
  'T.Roosevelt': 'Theodore Roosevelt',
  'William Dean Howells': 'William Dean Howells',
  'W.D.Howells': 'William Dean Howells',
  'Zane Grey': 'Zane Grey',
  'Amy Lowell': 'Amy Lowell',
  'Virginia Woolf': 'Virginia Woolf',
  'Sherwood Anderson': 'Sherwood Anderson',
  'Frank Norris': 'Frank Norris',
  'Francis Parkman': 'Francis Parkman',
  'James Fenimore Cooper': 'James Fenimore Cooper',
  'Christopher Marlowe': 'Christopher Marlowe',
  'John Donne': 'John Donne',
  Spenser: 'Edmund Spenser',
  'Tobias Smollett': 'Tobias Smollett',
  'Samuel Butler': 'Samuel Butler',
  'W.B.Yeats': 'W. B. Yeats',
  'Ambrose Bierce': 'Ambrose Bierce',
  'Owen Wister': 'Owen Wister',
  'J.R.Lowell': 'James Russell Lowell',
  'Oliver Wendell Holmes': 'Oliver Wendell Holmes',
  'George Macdonald': 'George MacDonald',
  'Helen Hunt Jackson': 'Helen Hunt Jackson',
  'Edmund Burke': 'Edmund Burke',
};

/** Lines for any day, each with the work it comes from. */
export const QUOTES: readonly Quote[] = [
  { text: "'Who in the world am I?' Ah, that's the great puzzle!", author: 'Lewis Carroll' }, // Alice's Adventures in Wonderland
  { text: "Why, sometimes I've believed as many as six impossible things before breakfast.", author: 'Lewis Carroll' }, // Through the Looking-Glass
  { text: 'Begin at the beginning, and go on till you come to the end: then stop.', author: 'Lewis Carroll' }, // Alice
  { text: "It's no use going back to yesterday, because I was a different person then.", author: 'Lewis Carroll' }, // Alice
  { text: 'Though she be but little, she is fierce.', author: 'William Shakespeare' }, // A Midsummer Night's Dream
  { text: 'The course of true love never did run smooth.', author: 'William Shakespeare' }, // A Midsummer Night's Dream
  { text: 'Brevity is the soul of wit.', author: 'William Shakespeare' }, // Hamlet
  { text: 'We know what we are, but know not what we may be.', author: 'William Shakespeare' }, // Hamlet
  { text: 'How far that little candle throws his beams! So shines a good deed in a weary world.', author: 'William Shakespeare' }, // The Merchant of Venice
  { text: 'Love all, trust a few, do wrong to none.', author: 'William Shakespeare' }, // All's Well That Ends Well
  { text: 'Wisely and slow; they stumble that run fast.', author: 'William Shakespeare' }, // Romeo and Juliet
  { text: 'One touch of nature makes the whole world kin.', author: 'William Shakespeare' }, // Troilus and Cressida
  { text: 'Give every man thy ear, but few thy voice.', author: 'William Shakespeare' }, // Hamlet
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' }, // Poor Richard's Almanack, 1737
  { text: 'Lost time is never found again.', author: 'Benjamin Franklin' }, // Poor Richard's Almanack, 1748
  { text: 'Little strokes fell great oaks.', author: 'Benjamin Franklin' }, // Poor Richard's Almanack, 1750
  { text: 'Diligence is the mother of good luck.', author: 'Benjamin Franklin' }, // Poor Richard's Almanack, 1736
  { text: "Hide not your talents, they for use were made. What's a sundial in the shade?", author: 'Benjamin Franklin' }, // Poor Richard's Almanack, 1750
  { text: 'He that can have patience can have what he will.', author: 'Benjamin Franklin' }, // Poor Richard's Almanack, 1736
  { text: 'Nothing great was ever achieved without enthusiasm.', author: 'Ralph Waldo Emerson' }, // Circles
  { text: 'The only way to have a friend is to be one.', author: 'Ralph Waldo Emerson' }, // Friendship
  { text: 'Every artist was first an amateur.', author: 'Ralph Waldo Emerson' }, // Progress of Culture
  { text: 'Hitch your wagon to a star.', author: 'Ralph Waldo Emerson' }, // Civilization
  { text: 'The creation of a thousand forests is in one acorn.', author: 'Ralph Waldo Emerson' }, // History
  { text: 'Write it on your heart that every day is the best day in the year.', author: 'Ralph Waldo Emerson' }, // Works and Days
  { text: 'Heaven is under our feet as well as over our heads.', author: 'Henry David Thoreau' }, // Walden
  { text: 'Simplicity, simplicity, simplicity!', author: 'Henry David Thoreau' }, // Walden
  { text: 'I went to the woods because I wished to live deliberately.', author: 'Henry David Thoreau' }, // Walden
  { text: 'Courage is resistance to fear, mastery of fear, not absence of fear.', author: 'Mark Twain' }, // Pudd'nhead Wilson
  { text: 'Always do right. This will gratify some people and astonish the rest.', author: 'Mark Twain' }, // note to a young people's society, 1901
  { text: "Truth is stranger than fiction, but it is because Fiction is obliged to stick to possibilities; Truth isn't.", author: 'Mark Twain' }, // Following the Equator
  { text: 'Hope is the thing with feathers that perches in the soul.', author: 'Emily Dickinson' }, // poem 254
  { text: 'A thing of beauty is a joy for ever.', author: 'John Keats' }, // Endymion
  { text: 'Heard melodies are sweet, but those unheard are sweeter.', author: 'John Keats' }, // Ode on a Grecian Urn
  { text: 'I wandered lonely as a cloud that floats on high o’er vales and hills.', author: 'William Wordsworth' }, // Daffodils
  { text: 'To see a world in a grain of sand, and a heaven in a wild flower.', author: 'William Blake' }, // Auguries of Innocence
  { text: 'Hope springs eternal in the human breast.', author: 'Alexander Pope' }, // An Essay on Man
  { text: 'To err is human, to forgive divine.', author: 'Alexander Pope' }, // An Essay on Criticism
  { text: 'There is no charm equal to tenderness of heart.', author: 'Jane Austen' }, // Emma
  { text: 'There is nothing in the world so irresistibly contagious as laughter and good humour.', author: 'Charles Dickens' }, // A Christmas Carol
  { text: 'I will honour Christmas in my heart, and try to keep it all the year.', author: 'Charles Dickens' }, // A Christmas Carol
  { text: 'Reflect upon your present blessings, of which every man has many.', author: 'Charles Dickens' }, // Sketches by Boz
  { text: 'With malice toward none, with charity for all.', author: 'Abraham Lincoln' }, // Second Inaugural Address
  { text: 'I cannot live without books.', author: 'Thomas Jefferson' }, // letter to John Adams, 1815
  { text: 'The harder the conflict, the more glorious the triumph.', author: 'Thomas Paine' }, // The American Crisis
  { text: 'We are all in the gutter, but some of us are looking at the stars.', author: 'Oscar Wilde' }, // Lady Windermere's Fan
  { text: 'Experience is the name every one gives to their mistakes.', author: 'Oscar Wilde' }, // Lady Windermere's Fan
  { text: 'Laughter is not at all a bad beginning for a friendship.', author: 'Oscar Wilde' }, // The Picture of Dorian Gray
  { text: 'Art is long, and Time is fleeting.', author: 'Henry Wadsworth Longfellow' }, // A Psalm of Life
  { text: 'Into each life some rain must fall.', author: 'Henry Wadsworth Longfellow' }, // The Rainy Day
  { text: 'To strive, to seek, to find, and not to yield.', author: 'Alfred, Lord Tennyson' }, // Ulysses
  { text: 'If Winter comes, can Spring be far behind?', author: 'Percy Bysshe Shelley' }, // Ode to the West Wind
  { text: 'Hope is a good breakfast, but it is a bad supper.', author: 'Francis Bacon' }, // Apophthegms
  { text: 'Reading maketh a full man; conference a ready man; and writing an exact man.', author: 'Francis Bacon' }, // Of Studies
  { text: 'Variety’s the very spice of life, that gives it all its flavour.', author: 'William Cowper' }, // The Task
  { text: "I'm not afraid of storms, for I'm learning how to sail my ship.", author: 'Louisa May Alcott' }, // Little Women
  { text: 'Second to the right, and then straight on till morning.', author: 'J. M. Barrie' }, // Peter and Wendy
  { text: 'All children, except one, grow up.', author: 'J. M. Barrie' }, // Peter and Wendy
  { text: "Be it ever so humble, there's no place like home.", author: 'John Howard Payne' }, // Home! Sweet Home!
  { text: "The groves were God's first temples.", author: 'William Cullen Bryant' }, // A Forest Hymn
  { text: 'In every walk with nature one receives far more than he seeks.', author: 'John Muir' }, // Steep Trails
  { text: 'The mountains are calling and I must go.', author: 'John Muir' }, // letter to his sister, 1873
  { text: 'Great things are not done by impulse, but by a series of small things brought together.', author: 'Vincent van Gogh' }, // letter to Theo, 1882
  { text: 'A man who dares to waste one hour of time has not discovered the value of life.', author: 'Charles Darwin' }, // letter to his sister, 1836
  { text: 'Laugh, and the world laughs with you.', author: 'Ella Wheeler Wilcox' }, // Solitude
  { text: 'Whatever is worth doing at all, is worth doing well.', author: 'Lord Chesterfield' }, // Letters to His Son
  { text: 'Many hands make light work.', author: 'John Heywood' }, // Proverbs, 1546
  { text: 'Music has charms to soothe a savage breast.', author: 'William Congreve' }, // The Mourning Bride
  { text: 'Tread softly because you tread on my dreams.', author: 'W. B. Yeats' }, // He Wishes for the Cloths of Heaven
  { text: 'The secret of success is constancy to purpose.', author: 'Benjamin Disraeli' }, // speech, 1872
  { text: 'Water, water, every where, nor any drop to drink.', author: 'Samuel Taylor Coleridge' }, // The Rime of the Ancient Mariner
];
