/** Word lists the demo organisation is drawn from. Plain data; order matters for determinism. */

export const FIRST_NAMES = [
  'Aaliyah', 'Aaron', 'Abigail', 'Adam', 'Adrian', 'Aisha', 'Alan', 'Albert', 'Alexander', 'Alice',
  'Amanda', 'Amelia', 'Amir', 'Ana', 'Andrea', 'Andrew', 'Angela', 'Anna', 'Anthony', 'Arjun',
  'Ava', 'Barbara', 'Benjamin', 'Bernd', 'Beatriz', 'Brian', 'Camila', 'Carlos', 'Caroline', 'Catherine',
  'Charles', 'Charlotte', 'Chen', 'Chloe', 'Christian', 'Christopher', 'Claire', 'Daniel', 'David', 'Deborah',
  'Diego', 'Dmitri', 'Elena', 'Elif', 'Elizabeth', 'Emily', 'Emma', 'Eric', 'Ethan', 'Fatima',
  'Felix', 'Fiona', 'Francesca', 'Frank', 'Gabriel', 'George', 'Grace', 'Hannah', 'Hans', 'Harper',
  'Hassan', 'Helen', 'Henry', 'Hiroshi', 'Ingrid', 'Isabella', 'Ivan', 'Jack', 'James', 'Jan',
  'Jasmine', 'Jennifer', 'Jessica', 'Joao', 'John', 'Jonas', 'Joseph', 'Julia', 'Karen', 'Karim',
  'Katharina', 'Kevin', 'Laura', 'Layla', 'Leon', 'Liam', 'Linda', 'Lucas', 'Lucia', 'Luis',
  'Maria', 'Mark', 'Martin', 'Mateo', 'Matthew', 'Mei', 'Mia', 'Michael', 'Mohammed', 'Natalie',
  'Nina', 'Noah', 'Olivia', 'Omar', 'Oscar', 'Patricia', 'Paul', 'Pedro', 'Peter', 'Priya',
  'Rachel', 'Rahul', 'Rebecca', 'Richard', 'Robert', 'Rosa', 'Ryan', 'Samuel', 'Sara', 'Sarah',
  'Sebastian', 'Sofia', 'Sophie', 'Stefan', 'Steven', 'Susan', 'Thomas', 'Tobias', 'Valentina', 'Victoria',
  'William', 'Xavier', 'Yara', 'Yusuf', 'Zoe',
] as const;

export const LAST_NAMES = [
  'Abbott', 'Adams', 'Ahmed', 'Alvarez', 'Anderson', 'Bailey', 'Baker', 'Becker', 'Bell', 'Bennett',
  'Brooks', 'Brown', 'Campbell', 'Carter', 'Castro', 'Chen', 'Clark', 'Collins', 'Cook', 'Cooper',
  'Cruz', 'Davis', 'Diaz', 'Edwards', 'Evans', 'Fischer', 'Fisher', 'Flores', 'Garcia', 'Gomez',
  'Gonzalez', 'Gray', 'Green', 'Gupta', 'Hall', 'Harris', 'Hernandez', 'Hill', 'Hoffmann', 'Howard',
  'Hughes', 'Jackson', 'James', 'Jensen', 'Johnson', 'Jones', 'Kaur', 'Kelly', 'Khan', 'Kim',
  'King', 'Klein', 'Koch', 'Kowalski', 'Kumar', 'Lee', 'Lewis', 'Li', 'Lopez', 'Martin',
  'Martinez', 'Meyer', 'Miller', 'Mitchell', 'Moore', 'Morales', 'Morgan', 'Morris', 'Muller', 'Murphy',
  'Nakamura', 'Nelson', 'Nguyen', 'Novak', 'Okafor', 'Olsen', 'Ortiz', 'Parker', 'Patel', 'Perez',
  'Peterson', 'Phillips', 'Price', 'Ramirez', 'Reed', 'Reyes', 'Richter', 'Rivera', 'Roberts', 'Robinson',
  'Rodriguez', 'Rogers', 'Ross', 'Russell', 'Sanchez', 'Sato', 'Schmidt', 'Schneider', 'Schulz', 'Scott',
  'Shah', 'Silva', 'Singh', 'Smith', 'Stewart', 'Sullivan', 'Tanaka', 'Taylor', 'Thomas', 'Thompson',
  'Torres', 'Turner', 'Walker', 'Wang', 'Ward', 'Watson', 'Weber', 'White', 'Williams', 'Wilson',
  'Wood', 'Wright', 'Yamamoto', 'Young', 'Zhang', 'Zimmermann',
] as const;

/** Departments, each an ou under ou=users, with the job titles found there. */
export const DEPARTMENTS = [
  { ou: 'engineering', name: 'Engineering', titles: ['Software Engineer', 'Senior Software Engineer', 'QA Engineer', 'DevOps Engineer', 'Architect'] },
  { ou: 'sales', name: 'Sales', titles: ['Account Executive', 'Sales Representative', 'Sales Engineer', 'Key Account Manager'] },
  { ou: 'marketing', name: 'Marketing', titles: ['Marketing Specialist', 'Content Writer', 'Product Marketing Manager', 'Designer'] },
  { ou: 'finance', name: 'Finance', titles: ['Accountant', 'Financial Analyst', 'Controller', 'Payroll Specialist'] },
  { ou: 'hr', name: 'Human Resources', titles: ['HR Generalist', 'Recruiter', 'HR Business Partner', 'Benefits Specialist'] },
  { ou: 'it', name: 'IT Operations', titles: ['System Administrator', 'Network Engineer', 'Help Desk Analyst', 'Security Analyst'] },
  { ou: 'support', name: 'Customer Support', titles: ['Support Specialist', 'Support Engineer', 'Customer Success Manager'] },
  { ou: 'legal', name: 'Legal', titles: ['Legal Counsel', 'Paralegal', 'Compliance Officer'] },
] as const;

export const LOCATIONS = [
  { city: 'Provo', country: 'US', phonePrefix: '+1 801 555' },
  { city: 'Houston', country: 'US', phonePrefix: '+1 713 555' },
  { city: 'Munich', country: 'DE', phonePrefix: '+49 89 5550' },
  { city: 'Bangalore', country: 'IN', phonePrefix: '+91 80 5550' },
  { city: 'Dubai', country: 'AE', phonePrefix: '+971 4 555' },
  { city: 'London', country: 'GB', phonePrefix: '+44 20 7946' },
] as const;

export const MAIL_DOMAIN = 'example.com';
