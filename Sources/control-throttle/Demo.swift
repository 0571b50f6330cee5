@main enum Demo { static func main() {} }
